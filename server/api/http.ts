import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv, SessionUser } from "../context.ts";
import { AppError } from "../errors.ts";

// Every router is built here so that validation failures become the one AppError shape,
// naming the field that is wrong.
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.fromZod(result.error, result.target);
    },
  });
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw AppError.unauthorized();
  return user;
}
