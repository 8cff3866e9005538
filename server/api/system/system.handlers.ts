import { createRoute, z } from "@hono/zod-openapi";
import { publicConfigSchema } from "#contracts/system.ts";
import type { SocialProviders } from "#server/auth/auth.ts";
import { devMailEnabled } from "#server/mail/dev-mail-enabled.ts";
import type { Deps } from "#server/context.ts";
import { recordNotFound } from "#server/domain/site/record-not-found.ts";
import { createReadinessCheck } from "#server/domain/system/check-readiness.ts";
import { isIntegrationOn } from "#server/domain/system/list-integrations.ts";
import { AppError } from "#server/errors.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import { createRouter } from "#server/http/http.ts";
import { addressSubject, enforceLimit } from "#server/http/rate-limit.ts";
import { line } from "#contracts/input-rules.ts";
import { errorResponse, jsonBody, jsonResponse } from "../openapi.ts";
import { socialProfilesOf } from "#server/domain/site/list-social-profiles.ts";

const healthBody = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});

// Readiness: may this instance take traffic? No while it shuts down, while its database does not
// answer or lacks this build's migrations, or while media storage cannot be written.
const readyRoute = (path: string, summary: string) =>
  createRoute({
    method: "get",
    path,
    tags: ["system"],
    summary,
    responses: {
      200: jsonResponse(healthBody, "Ready: database answers and is migrated, storage writable"),
      503: errorResponse(
        "Not ready (code unavailable): shutting down, database away or not migrated, or storage not writable; the message says which",
      ),
    },
  });
const healthRoute = readyRoute("/api/health", "Readiness (same as /api/health/ready)");
const readinessRoute = readyRoute(
  "/api/health/ready",
  "Readiness: 200 when the database answers within 2 s and is migrated and storage is writable, else 503",
);

// Liveness: is the process able to answer at all? Never touches the database, so an orchestrator
// does not restart a healthy process because PostgreSQL is away.
const livenessRoute = createRoute({
  method: "get",
  path: "/api/health/live",
  tags: ["system"],
  summary: "Liveness: the process answers (no database check)",
  responses: { 200: jsonResponse(z.object({ status: z.literal("ok") }), "Alive") },
});

const configRoute = createRoute({
  method: "get",
  path: "/api/config",
  tags: ["system"],
  summary: "Which optional services this server has configured",
  responses: {
    200: jsonResponse(publicConfigSchema, "Configuration visible to clients"),
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

export function systemRouter(deps: Deps, social: SocialProviders) {
  const router = createRouter();
  const readiness = createReadinessCheck(deps);
  for (const route of [healthRoute, readinessRoute]) {
    router.openapi(route, async (c) => {
      const check = await readiness();
      if (!check.ok) {
        c.get("log").warn({ reason: check.reason }, "readiness: not ready");
        throw new AppError("unavailable", check.message);
      }
      return c.json({ status: "ok" as const, database: deps.database.kind }, 200);
    });
  }
  router.openapi(livenessRoute, (c) => c.json({ status: "ok" as const }, 200));
  router.openapi(configRoute, (c) =>
    c.json(
      {
        auth: social,
        mail: deps.mailer.mode,
        devMail: devMailEnabled(deps),
        cowriter: isIntegrationOn(deps.env, "cowriter"),
        gifs: isIntegrationOn(deps.env, "giphy"),
        voice: isIntegrationOn(deps.env, "transcription"),
        payments: isIntegrationOn(deps.env, "paddle"),
        ...(deps.env.POSTHOG_KEY
          ? { posthog: { key: deps.env.POSTHOG_KEY, host: deps.env.POSTHOG_HOST } }
          : {}),
        socialProfiles: socialProfilesOf(deps.env),
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
