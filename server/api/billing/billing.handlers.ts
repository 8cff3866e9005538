import type { Context } from "hono";
import type { AppEnv, Deps } from "#server/context.ts";
import { checkPaddleApi } from "#server/domain/billing/check-paddle-api.ts";
import { getDiagnostics } from "#server/domain/billing/get-diagnostics.ts";
import { getSubscription } from "#server/domain/billing/get-subscription.ts";
import { assertOperator } from "#server/domain/system/is-operator.ts";
import { openPortal } from "#server/domain/billing/open-portal.ts";
import { receivePaddleWebhook } from "#server/domain/billing/receive-paddle-webhook.ts";
import { startCheckout } from "#server/domain/billing/start-checkout.ts";
import { AppError } from "#server/errors.ts";
import { createPaddleApi, PaddleApiError } from "#server/providers/paddle/paddle-api.ts";
import { missingPaddleSettings, paddleConfigOf } from "#server/providers/paddle/paddle-settings.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  apiCheckRoute,
  checkoutRoute,
  diagnosticsRoute,
  getSubscriptionRoute,
  portalRoute,
  testCheckoutRoute,
  webhookRoute,
} from "./billing.routes.ts";

export const SUCCESS_PATH = "/app/subscription/success";

export function billingRouter({ database: { db }, env, logger }: Deps) {
  const router = createRouter();
  const config = paddleConfigOf(env);
  const api = config ? createPaddleApi(config) : null;
  if (!config) {
    const missing = missingPaddleSettings(env);
    if (missing.length < 5) {
      logger.warn({ missing }, "Paddle is partly configured: payments stay off until all are set");
    }
  }
  const configured = () => {
    if (config && api) return { config, api };
    throw new AppError(
      "not_configured",
      `Payments are not set up on this server (missing: ${missingPaddleSettings(env).join(", ")}). Everything is free without limits.`,
    );
  };
  const operator = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    assertOperator(env.ADMIN_EMAILS, user);
    return user;
  };

  router.openapi(getSubscriptionRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getSubscription(db, user.id, config !== null), 200);
  });

  router.openapi(checkoutRoute, async (c) => {
    const user = requireUser(c);
    const { config } = configured();
    const { interval } = c.req.valid("json");
    const successUrl = `${env.baseUrl}${SUCCESS_PATH}`;
    return c.json(await startCheckout(db, config, { user, interval, successUrl }), 200);
  });

  router.openapi(portalRoute, async (c) => {
    const user = requireUser(c);
    const { api } = configured();
    try {
      return c.json({ url: await openPortal(db, api, user.id) }, 200);
    } catch (error) {
      if (!(error instanceof PaddleApiError)) throw error;
      c.get("log").warn({ err: error.message }, "Paddle portal session failed");
      return c.json(
        {
          error: {
            code: "payment_provider_failed",
            message: "Paddle could not open the billing portal just now. Please try again.",
          },
        },
        502,
      );
    }
  });

  router.openapi(webhookRoute, async (c) => {
    const { config } = configured();
    const result = await receivePaddleWebhook(db, config, {
      rawBody: await c.req.text(),
      signature: c.req.header("paddle-signature"),
    });
    c.get("log").info(
      { eventId: result.eventId, outcome: result.outcome, duplicate: result.duplicate },
      "Paddle webhook",
    );
    return c.json(
      { received: true as const, duplicate: result.duplicate, outcome: result.outcome },
      200,
    );
  });

  router.openapi(diagnosticsRoute, async (c) => {
    operator(c);
    return c.json(await getDiagnostics(db, env, env.baseUrl), 200);
  });

  router.openapi(apiCheckRoute, async (c) => {
    operator(c);
    const { api, config } = configured();
    return c.json(await checkPaddleApi(api, config.environment), 200);
  });

  router.openapi(testCheckoutRoute, async (c) => {
    const user = operator(c);
    const { config } = configured();
    if (config.environment !== "sandbox") {
      throw AppError.conflict(
        "The test checkout runs only in the sandbox (PADDLE_ENVIRONMENT=sandbox): a production checkout charges a real card.",
      );
    }
    const successUrl = `${env.baseUrl}/app/subscription-test?done=1`;
    return c.json(await startCheckout(db, config, { user, interval: "test", successUrl }), 200);
  });

  return router;
}
