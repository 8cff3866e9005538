import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";

// What a route declares about itself (its OpenAPI definition): whether it needs a session and
// which body types it takes. The gates below are derived from it, so what the document says is
// what the server does.
export type RouteDeclaration = {
  method: string;
  security?: Array<Record<string, string[]>>;
  request?: { body?: { content?: Record<string, unknown> }; params?: unknown; query?: unknown };
};

const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);
const JSON_TYPE = "application/json";

type Check = (c: Context<AppEnv>) => void;

// A session first: a request without one learns nothing about what a valid request looks like
// (no field errors, no 404 for an id), it is told to sign in.
const sessionCheck: Check = (c) => {
  if (!c.get("user")) throw AppError.unauthorized();
};

const essenceOf = (contentType: string | undefined) =>
  contentType?.split(";")[0]?.trim().toLowerCase() ?? "";

const accepts = (declared: string, essence: string) =>
  essence === declared || (declared === JSON_TYPE && /^application\/[\w.-]+\+json$/.test(essence));

// Each endpoint takes only its own body type. A browser sends JSON to another site only after a
// CORS preflight (which this API never grants), so a write that must be JSON cannot be forged
// by a form or a body-less fetch from another page. Endpoints without a body take JSON too (the
// app sends {}); a DELETE may come without any body.
function bodyTypeCheck(method: string, declared: string[]): Check {
  const types = declared.length > 0 ? declared : [JSON_TYPE];
  const message =
    declared.length > 0
      ? `Send this request with Content-Type: ${types.join(" or ")}`
      : `Send this request with Content-Type: ${JSON_TYPE} (an empty object {} is enough for an endpoint without a body)`;
  const bodyRequired = WITH_BODY.has(method.toUpperCase());
  return (c) => {
    const header = c.req.header("content-type");
    if (!header && !bodyRequired) return;
    if (!types.some((type) => accepts(type, essenceOf(header)))) {
      throw new AppError("unsupported_media_type", message);
    }
  };
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// One route's gate, checking in order a session, then the body type; the route's validation
// runs after it.
export function routeGate(route: RouteDeclaration): MiddlewareHandler<AppEnv> {
  const method = route.method.toUpperCase();
  const checks: Check[] = [];
  if ((route.security ?? []).length > 0) checks.push(sessionCheck);
  if (STATE_CHANGING.has(method)) {
    checks.push(bodyTypeCheck(method, Object.keys(route.request?.body?.content ?? {})));
  }
  return async (c, next) => {
    for (const check of checks) check(c);
    await next();
  };
}
