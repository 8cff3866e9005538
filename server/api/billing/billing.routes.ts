import { createRoute } from "@hono/zod-openapi";
import {
  apiCheckSchema,
  checkoutRequestSchema,
  checkoutSchema,
  diagnosticsSchema,
  portalSchema,
  subscriptionSchema,
} from "#contracts/billing.ts";
import { z } from "#contracts/zod.ts";
import { errorResponse, jsonBody, jsonResponse } from "../openapi.ts";

const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];
const notConfigured = errorResponse("not_configured: payments are not set up on this server");
const operatorsOnly = errorResponse("Not an operator (ADMIN_EMAILS): answered as if not found");

export const getSubscriptionRoute = createRoute({
  method: "get",
  path: "/api/billing/subscription",
  tags: ["billing"],
  security,
  summary: "The signed-in person's plan, subscription state, usage and limits",
  responses: {
    200: jsonResponse(subscriptionSchema.openapi("Subscription"), "The subscription"),
    401: errorResponse("No session"),
  },
});

export const checkoutRoute = createRoute({
  method: "post",
  path: "/api/billing/checkout",
  tags: ["billing"],
  security,
  summary: "What Paddle.js needs to open a checkout for Lifescript Pro (monthly or yearly)",
  request: { body: jsonBody(checkoutRequestSchema.openapi("CheckoutRequest")) },
  responses: {
    200: jsonResponse(checkoutSchema.openapi("Checkout"), "Checkout settings for Paddle.js"),
    400: errorResponse("interval is not month or year"),
    401: errorResponse("No session"),
    409: errorResponse("Already on Lifescript Pro"),
    503: notConfigured,
  },
});

export const portalRoute = createRoute({
  method: "post",
  path: "/api/billing/portal",
  tags: ["billing"],
  security,
  summary: "A Paddle customer portal link for the signed-in person (cancel, change card)",
  responses: {
    200: jsonResponse(portalSchema.openapi("Portal"), "The portal address"),
    401: errorResponse("No session"),
    404: errorResponse("No Paddle customer for this account yet"),
    502: errorResponse("payment_provider_failed: Paddle failed or could not be reached"),
    503: notConfigured,
  },
});

export const webhookRoute = createRoute({
  method: "post",
  path: "/api/billing/paddle/webhook",
  tags: ["billing"],
  summary:
    "Paddle Billing webhooks (subscription.*, transaction.completed), signed with Paddle-Signature over the raw body",
  request: {
    headers: z.object({
      "paddle-signature": z
        .string()
        .optional()
        .openapi({ description: "ts=<unix seconds>;h1=<HMAC-SHA256 hex>" }),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() }),
      "Stored (or already stored: a replay changes nothing)",
    ),
    400: errorResponse("Missing, wrong or stale signature, or not a Paddle event"),
    503: notConfigured,
  },
});

export const diagnosticsRoute = createRoute({
  method: "get",
  path: "/api/billing/diagnostics",
  tags: ["billing"],
  security,
  summary: "Operators: which Paddle settings are present, the environment, the last webhook",
  responses: {
    200: jsonResponse(diagnosticsSchema.openapi("BillingDiagnostics"), "Diagnostics"),
    401: errorResponse("No session"),
    404: operatorsOnly,
  },
});

export const apiCheckRoute = createRoute({
  method: "post",
  path: "/api/billing/diagnostics/api-check",
  tags: ["billing"],
  security,
  summary: "Operators: call Paddle's API with the configured key; its status and latency",
  responses: {
    200: jsonResponse(apiCheckSchema.openapi("PaddleApiCheck"), "What Paddle answered"),
    401: errorResponse("No session"),
    404: operatorsOnly,
    503: notConfigured,
  },
});

export const testCheckoutRoute = createRoute({
  method: "post",
  path: "/api/billing/diagnostics/test-checkout",
  tags: ["billing"],
  security,
  summary: "Operators: checkout settings for the sandbox test price (PADDLE_PRICE_TEST)",
  responses: {
    200: jsonResponse(checkoutSchema, "Checkout settings for Paddle.js"),
    401: errorResponse("No session"),
    404: operatorsOnly,
    409: errorResponse("Not the sandbox environment"),
    503: notConfigured,
  },
});
