import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";

// How deep any JSON request body may nest. Real payloads need fewer than ten levels; the limit
// only has to stop a body that would overflow the stack of whatever walks it recursively (zod,
// JSON.stringify in the database driver): 5,000 levels did.
export const MAX_BODY_DEPTH = 64;

/** Nesting depth of JSON text, read once without parsing or recursion (brackets inside strings
 * do not count); stops at `limit + 1`. */
export function jsonTextDepth(body: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

const isJson = (type: string | undefined) =>
  !!type && /^application\/([\w.+-]+\+)?json\b/i.test(type);

// Every JSON body on /api (the auth routes included) is refused with 400 past MAX_BODY_DEPTH,
// before anything parses it into objects. The body is read from a copy of the request, so the
// route (or Better Auth) still reads it as usual.
export function jsonBodyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || !isJson(c.req.header("content-type")))
      return next();
    const body = await c.req.raw.clone().text();
    if (jsonTextDepth(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      throw new AppError(
        "validation_failed",
        `The request body is nested too deeply (${MAX_BODY_DEPTH} levels at most)`,
      );
    }
    return next();
  };
}
