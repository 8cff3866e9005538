import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// The address rate limits count by: the proxy's X-Forwarded-For only when it is trusted.
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}
