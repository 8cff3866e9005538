import { z } from "./zod.ts";
import { LIMIT_KEYS, PLAN_FEATURES, type LimitKey } from "./plans.ts";

// Subscription states as Paddle Billing names them; "none" before any subscription.
export const SUBSCRIPTION_STATUSES = [
  "none",
  "trialing",
  "active",
  "past_due",
  "paused",
  "canceled",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const perLimit = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(LIMIT_KEYS.map((key) => [key, value])) as Record<LimitKey, T>);

export const subscriptionSchema = z.object({
  // false: payments are not set up on this server, and nothing is limited.
  configured: z.boolean(),
  plan: z.enum(["free", "pro"]),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(["month", "year"]).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  // A change Paddle will make at a date (a cancellation or a pause at the period end).
  scheduledChange: z
    .object({ action: z.enum(["cancel", "pause", "resume"]), effectiveAt: z.string() })
    .nullable(),
  usage: perLimit(z.number().int().min(0)),
  // null: no limit.
  limits: perLimit(z.number().int().min(0).nullable()),
  // Whether Manage billing can open Paddle's customer portal for this person.
  canManage: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const checkoutRequestSchema = z.object({
  interval: z.enum(["month", "year"], { error: 'interval must be "month" or "year"' }),
});

// What Paddle.js needs to open an overlay checkout for the signed-in person.
export const checkoutSchema = z.object({
  environment: z.enum(["sandbox", "production"]),
  clientToken: z.string(),
  priceId: z.string(),
  customerEmail: z.string(),
  // Paddle stores this on the transaction and the subscription; the webhook finds the user by it.
  customData: z.object({ userId: z.string() }),
  // Paddle's customer id when this person has bought before, so checkout reuses the customer.
  customerId: z.string().nullable(),
  successUrl: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const portalSchema = z.object({ url: z.string() });

export const PLAN_LIMIT_CODE = "plan_limit";

// The details of a 402 plan_limit error.
export const planLimitDetailsSchema = z.object({
  limit: z.enum(LIMIT_KEYS),
  used: z.number(),
  max: z.number(),
  upgradeUrl: z.string(),
});
export type PlanLimitDetails = z.infer<typeof planLimitDetailsSchema>;

// The details of a 402 plan_limit error for a feature only Lifescript Pro has (FDX export,
// share links that expire).
export const planFeatureDetailsSchema = z.object({
  feature: z.enum(PLAN_FEATURES),
  upgradeUrl: z.string(),
});
export type PlanFeatureDetails = z.infer<typeof planFeatureDetailsSchema>;

export const diagnosticsSchema = z.object({
  configured: z.boolean(),
  environment: z.enum(["sandbox", "production"]),
  // Which settings are present; never their values.
  settings: z.array(z.object({ name: z.string(), present: z.boolean(), required: z.boolean() })),
  webhookUrl: z.string(),
  lastWebhook: z
    .object({
      receivedAt: z.string(),
      verified: z.boolean(),
      eventType: z.string().nullable(),
      eventId: z.string().nullable(),
      outcome: z.string(),
    })
    .nullable(),
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;

export const apiCheckSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  latencyMs: z.number().int(),
  environment: z.enum(["sandbox", "production"]),
  message: z.string(),
});
export type ApiCheck = z.infer<typeof apiCheckSchema>;
