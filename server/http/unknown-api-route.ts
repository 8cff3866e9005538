import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";

// What /api answers for a request no route took: 405 with Allow when the path exists for other
// methods, otherwise 404, both as the JSON error (never the site's HTML page). Registered after
// every router; the routes are read from the OpenAPI registry, which lists each of them.
export function answerUnknownApiRoutes(app: OpenAPIHono<AppEnv>): void {
  let routes: Array<{ pattern: RegExp; method: string }> | undefined;
  const known = () =>
    (routes ??= app.openAPIRegistry.definitions.flatMap((d) =>
      d.type === "route"
        ? [
            {
              pattern: new RegExp(
                `^${d.route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`,
              ),
              method: d.route.method.toUpperCase(),
            },
          ]
        : [],
    ));

  app.all("/api/*", (c) => {
    const allowed = known()
      .filter((r) => r.pattern.test(c.req.path))
      .map((r) => r.method);
    if (allowed.length > 0) {
      c.header("Allow", [...new Set(allowed)].join(", "));
      throw new AppError(
        "method_not_allowed",
        `${c.req.method} is not allowed on ${c.req.path} (allowed: ${allowed.join(", ")})`,
      );
    }
    throw new AppError("not_found", `No API route ${c.req.method} ${c.req.path}`);
  });
}
