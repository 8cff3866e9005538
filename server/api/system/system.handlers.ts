import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../context.ts";
import { recordNotFound } from "../../domain/site/record-not-found.ts";
import { limitRules } from "../../limits/limit-rules.ts";
import { errorResponse, jsonBody, jsonResponse } from "../error-schema.ts";
import { createRouter } from "../http.ts";
import { addressSubject, enforceLimit } from "../rate-limit.ts";
import { line } from "../../../contracts/input-rules.ts";

const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["system"],
  summary: "Liveness and database check",
  responses: {
    200: jsonResponse(
      z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
      "Healthy",
    ),
    503: errorResponse("The database does not answer"),
  },
});

const configRoute = createRoute({
  method: "get",
  path: "/api/config",
  tags: ["system"],
  summary: "Which optional services this server has configured",
  responses: {
    200: jsonResponse(
      z.object({
        auth: z.object({ google: z.boolean(), apple: z.boolean() }),
        mail: z.enum(["smtp", "outbox"]),
        devMail: z.boolean(),
        // Present only when analytics are configured.
        posthog: z.object({ key: z.string(), host: z.string() }).nullable().optional(),
      }),
      "Configuration visible to clients",
    ),
  },
});

const notFoundRoute = createRoute({
  method: "post",
  path: "/api/not-found-events",
  tags: ["system"],
  summary: "Record a page that was not found (client-side navigations)",
  request: {
    body: jsonBody(
      z.object({
        path: line().min(1).max(2048),
        referrer: line().max(2048).optional().nullable(),
      }),
    ),
  },
  responses: {
    204: { description: "Recorded" },
    400: errorResponse("Invalid payload"),
    429: errorResponse(
      "Too many reports from this address in the last minute (Retry-After says when to retry)",
    ),
  },
});

export function systemRouter(deps: Deps, social: { google: boolean; apple: boolean }) {
  const router = createRouter();
  router.openapi(healthRoute, async (c) => {
    try {
      await deps.database.ping();
    } catch (error) {
      c.get("log").error({ err: error }, "health check: database down");
      return c.json({ error: { code: "internal", message: "Database unavailable" } }, 503);
    }
    return c.json({ status: "ok" as const, database: deps.database.kind }, 200);
  });
  router.openapi(configRoute, (c) =>
    c.json(
      {
        auth: social,
        mail: deps.mailer.mode,
        devMail: deps.env.NODE_ENV !== "production",
        ...(deps.env.POSTHOG_KEY
          ? { posthog: { key: deps.env.POSTHOG_KEY, host: deps.env.POSTHOG_HOST } }
          : {}),
      },
      200,
    ),
  );
  router.openapi(notFoundRoute, async (c) => {
    const body = c.req.valid("json");
    await enforceLimit(deps, limitRules.notFound, addressSubject(c, deps));
    await recordNotFound(deps.database.db, {
      path: body.path,
      referrer: body.referrer ?? null,
      userAgent: c.req.header("user-agent") ?? null,
    });
    return c.body(null, 204);
  });
  return router;
}
