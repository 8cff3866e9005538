import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { AppError } from "../errors.ts";

// The pieces every route definition repeats: who may call it, its path ids, its bodies and
// answers. Each createRoute block stays written out in full (it is the contract); only these
// parts are shared.

// Signed in, by the session cookie or the signed bearer token. The route gate (route-gates.ts)
// answers 401 before validation for every route that declares it.
export const authed: { security: Array<Record<string, string[]>> } = {
  security: [{ bearerAuth: [] }, { cookieAuth: [] }],
};

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .openapi("Error");

export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});

export const jsonBody = <T>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const jsonResponse = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

// An id in an API path is a UUID, or the request is malformed: 400 validation_failed naming the
// parameter (decision 0019). Bodies and queries keep the types their contracts give them.
const uuidParam = (name: string) =>
  z.uuid(`${name} must be a UUID`).openapi({ param: { name, in: "path" } });

// The path parameters of a route, every one a UUID: idParam("movieId", "versionId").
export function idParam<const K extends string>(...names: K[]) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, uuidParam(name)])) as Record<
      K,
      ReturnType<typeof uuidParam>
    >,
  );
}

// The same rule for the plain Hono routes (streamed bodies or answers) that only document their
// parameters: the id named `name` from the path, or 400.
export function pathId(c: Context, name: string): string {
  const parsed = uuidParam(name).safeParse(c.req.param(name));
  if (!parsed.success) throw AppError.fromZod(parsed.error, name);
  return parsed.data;
}

// A contract's object schema under a component name. The schema is copied first: a module that
// loaded the contract before @hono/zod-openapi (a test, the app's client code) holds schemas
// without the .openapi method.
export function named<S extends z.ZodRawShape>(schema: z.ZodObject<S>, name: string) {
  return z.object(schema.shape).openapi(name);
}
