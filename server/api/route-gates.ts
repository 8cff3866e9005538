import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";

// What a route declares about itself (its OpenAPI definition): whether it needs a session. The
// gate below is derived from it, so what the document says is what the server does.
export type RouteDeclaration = {
  method: string;
  security?: Array<Record<string, string[]>>;
  request?: { body?: { content?: Record<string, unknown> }; params?: unknown; query?: unknown };
};

type Check = (c: Context<AppEnv>) => void;

// A session first: a request without one learns nothing about what a valid request looks like
// (no field errors, no 404 for an id), it is told to sign in.
const sessionCheck: Check = (c) => {
  if (!c.get("user")) throw AppError.unauthorized();
};

// One route's gate; the route's validation runs after it.
export function routeGate(route: RouteDeclaration): MiddlewareHandler<AppEnv> {
  const checks: Check[] = [];
  if ((route.security ?? []).length > 0) checks.push(sessionCheck);
  return async (c, next) => {
    for (const check of checks) check(c);
    await next();
  };
}
