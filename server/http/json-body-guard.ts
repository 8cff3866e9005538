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

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Every JSON body on /api (the auth routes included) is refused with 400 past MAX_BODY_DEPTH,
// before anything parses it into objects. The body is read from a copy of the request, so the
// route (or Better Auth) still reads it as usual.
// An empty JSON body is an empty object: a client may send `Content-Type: application/json`
// on every call, and no body at all on some (POST /api/media-assets/upload-url). Routes whose
// fields are optional then answer as for `{}`, the others name the missing field. A write with
// neither a type nor a body still answers 415 (route-gates.ts): another site's page can send
// that without asking the browser first (decision 0014), and JSON it cannot.
export function jsonBodyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    if (!isJson(c.req.header("content-type"))) return next();
    const body = await c.req.raw.clone().text();
    if (body.trim() === "") {
      c.req.raw = emptyObjectRequest(c.req.raw);
      return next();
    }
    if (jsonTextDepth(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      throw new AppError(
        "validation_failed",
        `The request body is nested too deeply (${MAX_BODY_DEPTH} levels at most)`,
      );
    }
    return next();
  };
}

function emptyObjectRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return new Request(request.url, {
    method: request.method,
    headers,
    body: "{}",
    signal: request.signal,
  });
}
