import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../context.ts";
import type { Metrics } from "./metrics.ts";

// The label a request is counted under: the pattern of the route that answered
// (/api/movies/:id), never the raw path, so ids and tokens never become label values. Requests no
// route answered (only middleware ran) and pages (React Router's catch-all) share one label each.
export function routeLabel(path: string, pattern: string): string {
  if (pattern && !["*", "/*", "/api/*"].includes(pattern)) return pattern;
  return path.startsWith("/api/") ? "/api/(unmatched)" : "(page)";
}

export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.observeRequest(
        c.req.method,
        routeLabel(c.req.path, routePath(c)),
        c.res.status,
        (performance.now() - started) / 1000,
      );
    }
  };
}
