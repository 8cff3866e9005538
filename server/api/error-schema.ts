import { z } from "@hono/zod-openapi";

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
