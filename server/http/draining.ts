import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context.ts";

// While the process shuts down, every answer closes its connection, so a client's next request
// opens a new one (which the load balancer sends to another server) instead of reusing this one.
export function closeConnectionsWhileDraining(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (deps.lifecycle.draining) c.header("Connection", "close");
  };
}
