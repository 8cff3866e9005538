import crypto from "node:crypto";
import type { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import type { Metrics } from "./metrics.ts";

const sameSecret = (given: string, expected: string): boolean => {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

// GET /metrics in Prometheus' text format. Off (404) unless METRICS_TOKEN is set; then only a
// request with `Authorization: Bearer <METRICS_TOKEN>` gets it (401 otherwise), because route
// names, queue sizes and timings tell an outsider more than they should know.
export function mountMetrics(app: Hono<AppEnv>, metrics: Metrics, token: string | undefined) {
  app.get("/metrics", async (c) => {
    if (!token) return c.text("Not found", 404);
    const header = c.req.header("authorization") ?? "";
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? "";
    if (!given || !sameSecret(given, token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("A bearer token (METRICS_TOKEN) is required", 401);
    }
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { "Content-Type": metrics.registry.contentType });
  });
}
