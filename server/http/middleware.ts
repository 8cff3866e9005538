import crypto from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { setResponseHeader } from "./response-headers.ts";

// One child logger per request, tagged with a request id the client also receives.
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("user", null);
    const started = performance.now();
    await next();
    setResponseHeader(c, "x-request-id", requestId);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}

// Cookie session for the browser, signed bearer token for API clients: Better Auth reads both.
export function loadSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith("/api/auth/")) return next();
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (found) {
      const u = found.user as typeof found.user & { isAnonymous?: boolean | null };
      c.set("user", {
        id: u.id,
        email: u.email,
        name: u.name,
        emailVerified: u.emailVerified,
        isAnonymous: Boolean(u.isAnonymous),
      });
    }
    return next();
  };
}
