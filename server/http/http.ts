import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../context.ts";
import { AppError } from "../errors.ts";
import { routeGate } from "./route-gates.ts";

// Every router is built here so that validation failures become the one AppError shape,
// naming the field that is wrong, and so that every route gets the gates its definition
// declares (a session, its body type) before anything of the request is validated.
export function createRouter(): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.fromZod(result.error, result.target);
    },
  });
  const register = router.openapi;
  router.openapi = (route, handler, hook) => {
    const own = route.middleware;
    const middleware: MiddlewareHandler[] = [
      routeGate(route),
      ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
    ];
    return register({ ...route, middleware }, handler, hook);
  };
  return router;
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw AppError.unauthorized();
  return user;
}
