import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { moviesRouter } from "./api/movies/movies.handlers.ts";
import { guestsRouter } from "./api/guests/guests.handlers.ts";
import { scenesRouter } from "./api/scenes/scenes.handlers.ts";
import { charactersRouter } from "./api/characters/characters.handlers.ts";
import { draftsRouter } from "./api/drafts/drafts.handlers.ts";
import { gifsRouter } from "./api/gifs/gifs.handlers.ts";
import { mediaRouter } from "./api/media/media.handlers.ts";
import { importsRouter } from "./api/imports/imports.handlers.ts";
import { devMailEnabled } from "./mail/dev-mail-enabled.ts";
import { devMailRouter } from "./api/dev/dev-mail.handlers.ts";
import { systemRouter } from "./api/system/system.handlers.ts";
import { siteRouter } from "./api/site/site.handlers.ts";
import { voiceRouter } from "./api/voice/voice.handlers.ts";
import { cowriterRouter } from "./api/cowriter/cowriter.handlers.ts";
import { categoryElementsRouter } from "./api/category-elements/category-elements.handlers.ts";
import { developmentRouter } from "./api/development/development.handlers.ts";
import { screenplayRouter } from "./api/screenplay/screenplay.handlers.ts";
import { productionRouter } from "./api/production/production.handlers.ts";
import { shareLinksRouter } from "./api/share-links/share-links.handlers.ts";
import { shareCommentsRouter } from "./api/share-comments/share-comments.handlers.ts";
import { authHandler } from "./api/auth/auth.handlers.ts";
import { finishSignUpPathDoc, signUpPathDoc } from "./api/auth/sign-up.docs.ts";
import { compressJson } from "./http/compress-json.ts";
import { accountRouter } from "./api/account/account.handlers.ts";
import { keepsakeRouter } from "./api/keepsake/keepsake.handlers.ts";
import { billingRouter } from "./api/billing/billing.handlers.ts";
import { operatorRouter } from "./api/operator/operator.handlers.ts";
import { accountSettingsRouter } from "./api/account/account-settings.handlers.ts";
import { commentDigestRouter } from "./api/account/comment-digest.handlers.ts";
import { cacheRouter } from "./api/cache/cache.handlers.ts";
import { interviewRouter } from "./api/interview/interview.handlers.ts";
import { refuseGuests } from "./http/guest-access.ts";
import { closeConnectionsWhileDraining } from "./http/draining.ts";
import { mountMetrics } from "./metrics/metrics-route.ts";
import { requestMetrics } from "./metrics/request-metrics.ts";
import { loadSession, requestContext } from "./http/middleware.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { originCheck } from "./http/origin-check.ts";
import { socialProvidersOf } from "./auth/auth.ts";
import type { AppEnv, Deps } from "./context.ts";
import { VOICE_RECORDINGS_PATH } from "../contracts/voice.ts";
import { AppError } from "./errors.ts";
import {
  appErrorFromDatabase,
  DATABASE_AWAY_MESSAGE,
  isDatabaseAway,
} from "./db/database-error.ts";
import { jsonBodyGuard } from "./http/json-body-guard.ts";
import { answerUnknownApiRoutes } from "./http/unknown-api-route.ts";

// The HTTP API: everything under /api (plus /dev/mail in development). Pages are handed to
// React Router by server/main.ts; tests call `app.request()` on this directly.
// `live`: the live screenplay's socket endpoint (server/live), mounted by servers that listen.
export function createApi(
  deps: Deps,
  options: { live?: { router: OpenAPIHono<AppEnv> } } = {},
): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", requestMetrics(deps.metrics));
  app.use("*", requestContext(deps));
  app.use("*", closeConnectionsWhileDraining(deps));
  app.use("*", securityHeaders(deps));
  app.use("/api/*", compressJson());
  app.use("/api/*", originCheck(deps.env.baseUrl));
  const apiBodyLimit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: () => {
      throw new AppError("payload_too_large", "Request body is too large (2 MB at most)");
    },
  });
  // A voice recording may be larger than any other API body (VOICE_MAX_BYTES): its route sets its
  // own limit (voice.handlers.ts).
  app.use("/api/*", (c, next) =>
    c.req.path === VOICE_RECORDINGS_PATH ? next() : apiBodyLimit(c, next),
  );
  app.use("/api/*", jsonBodyGuard());

  app.on(["GET", "POST"], "/api/auth/*", authHandler(deps));
  app.openAPIRegistry.registerPath(signUpPathDoc);
  app.openAPIRegistry.registerPath(finishSignUpPathDoc);
  app.use("/api/*", loadSession(deps));
  app.use("/api/*", refuseGuests);

  app.route("/", systemRouter(deps, socialProvidersOf(deps.env)));
  app.route("/", moviesRouter(deps));
  app.route("/", guestsRouter(deps));
  app.route("/", scenesRouter(deps));
  app.route("/", charactersRouter(deps));
  app.route("/", draftsRouter(deps));
  app.route("/", gifsRouter(deps));
  app.route("/", mediaRouter(deps));
  app.route("/", importsRouter(deps));
  app.route("/", siteRouter(deps));
  app.route("/", voiceRouter(deps));
  app.route("/", categoryElementsRouter(deps));
  app.route("/", developmentRouter(deps));
  app.route("/", screenplayRouter(deps));
  app.route("/", productionRouter(deps));
  app.route("/", shareLinksRouter(deps));
  app.route("/", shareCommentsRouter(deps));
  app.route("/", keepsakeRouter(deps));
  app.route("/", accountRouter(deps));
  app.route("/", billingRouter(deps));
  app.route("/", operatorRouter(deps));
  app.route("/", accountSettingsRouter(deps));
  app.route("/", commentDigestRouter(deps));
  app.route("/", cowriterRouter(deps));
  app.route("/", cacheRouter(deps));
  app.route("/", interviewRouter(deps));
  if (options.live) app.route("/", options.live.router);
  if (devMailEnabled(deps)) app.route("/", devMailRouter(deps));
  mountMetrics(app, deps.metrics, deps.env.METRICS_TOKEN);

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "The signed session token from the set-auth-token header of a sign-in",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
  });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Lifescript API",
      version: "0.1.0",
      description:
        "Movies, scenes and screenplays of a life story. Errors are { error: { code, message, details? } }.",
    },
  });

  answerUnknownApiRoutes(app);

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) {
      return c.json(
        new AppError("not_found", `No API route ${c.req.method} ${c.req.path}`).toBody(),
        404,
      );
    }
    return c.text("Not found", 404);
  });

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code =
        status === 401
          ? "unauthorized"
          : status === 413
            ? "payload_too_large"
            : status === 415
              ? "unsupported_media_type"
              : "bad_request";
      return c.json(new AppError(code, error.message || "Bad request").toBody(), status);
    }
    if (error instanceof SyntaxError) {
      return c.json(new AppError("bad_request", "Request body is not valid JSON").toBody(), 400);
    }
    // Bad data the contracts let through still answers 4xx, never a 500 (decision 0012).
    const fromDatabase = appErrorFromDatabase(error);
    if (fromDatabase) {
      c.get("log").warn({ err: error }, "database refused the request's data");
      return c.json(fromDatabase.toBody(), fromDatabase.status);
    }
    // PostgreSQL stopped or restarting: the request is answered, and says to try again.
    if (isDatabaseAway(error)) {
      c.get("log").warn({ err: error }, "database away: answered 503");
      c.header("Retry-After", "2");
      return c.json(new AppError("unavailable", DATABASE_AWAY_MESSAGE).toBody(), 503);
    }
    c.get("log").error({ err: error }, "unhandled error");
    return c.json(
      new AppError("internal", "Something went wrong on our side. Please try again.").toBody(),
      500,
    );
  });

  return app;
}
