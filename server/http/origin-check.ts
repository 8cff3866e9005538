import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";

// Who may change things through the API (docs/decisions/0014-api-request-forgery.md). Reads are
// left alone: without CORS headers another site cannot read an answer, and a GET changes nothing.
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// OAuth providers post their answer back from their own origin (Apple's form_post); the
// `state` Better Auth checks is what protects those calls.
const EXEMPT_PREFIXES = ["/api/auth/callback/"];

export type OriginVerdict = "allowed" | "refused";

export function judgeOrigin(
  allowedOrigin: string,
  request: { origin?: string; secFetchSite?: string; hasCookie: boolean },
): OriginVerdict {
  // A browser names the page that made the request; only our own pages may write.
  if (request.origin !== undefined) return request.origin === allowedOrigin ? "allowed" : "refused";
  // No Origin: a browser that still sends Sec-Fetch-Site says where the request came from.
  if (request.secFetchSite !== undefined) {
    return request.secFetchSite === "same-origin" || request.secFetchSite === "none"
      ? "allowed"
      : "refused";
  }
  // Neither: not a current browser. Without a cookie nothing ambient authorises the request
  // (a bearer token, or nobody), so it is no forgery; with one, it cannot prove where it is from.
  return request.hasCookie ? "refused" : "allowed";
}

export function originCheck(baseUrl: string): MiddlewareHandler<AppEnv> {
  const allowedOrigin = new URL(baseUrl).origin;
  const refusal = `Cross-site request refused: changes are accepted only from ${allowedOrigin}`;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (EXEMPT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const verdict = judgeOrigin(allowedOrigin, {
      origin: c.req.header("origin"),
      secFetchSite: c.req.header("sec-fetch-site")?.toLowerCase(),
      hasCookie: Boolean(c.req.header("cookie")),
    });
    if (verdict === "refused") throw new AppError("forbidden", refusal);
    await next();
  };
}
