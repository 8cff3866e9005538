import { z } from "zod";

// The parts of Paddle Billing's webhook events that Lifescript reads (snake_case as Paddle sends
// them). Unknown fields are ignored; unknown event types are stored and skipped.
const customData = z.object({ userId: z.string().optional() }).passthrough().nullable().optional();

const billingPeriod = z
  .object({ starts_at: z.string(), ends_at: z.string() })
  .nullable()
  .optional();

const items = z
  .array(
    z
      .object({
        price: z
          .object({
            id: z.string(),
            billing_cycle: z
              .object({ interval: z.string(), frequency: z.number() })
              .nullable()
              .optional(),
          })
          .passthrough()
          .optional(),
      })
      .passthrough(),
  )
  .optional();

export const paddleSubscriptionSchema = z
  .object({
    id: z.string(),
    status: z.enum(["trialing", "active", "past_due", "paused", "canceled"]),
    customer_id: z.string(),
    custom_data: customData,
    current_billing_period: billingPeriod,
    scheduled_change: z
      .object({
        action: z.enum(["cancel", "pause", "resume"]),
        effective_at: z.string(),
      })
      .passthrough()
      .nullable()
      .optional(),
    items,
  })
  .passthrough();
export type PaddleSubscription = z.infer<typeof paddleSubscriptionSchema>;

export const paddleTransactionSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    customer_id: z.string().nullable(),
    subscription_id: z.string().nullable(),
    custom_data: customData,
    billing_period: billingPeriod,
    items,
  })
  .passthrough();
export type PaddleTransaction = z.infer<typeof paddleTransactionSchema>;

export const SUBSCRIPTION_EVENTS = [
  "subscription.created",
  "subscription.updated",
  "subscription.canceled",
  "subscription.past_due",
  "subscription.activated",
  "subscription.paused",
  "subscription.resumed",
  "subscription.trialing",
] as const;

export const paddleEventEnvelopeSchema = z
  .object({
    event_id: z.string().min(1),
    event_type: z.string().min(1),
    occurred_at: z.iso.datetime({ offset: true }),
    notification_id: z.string().optional(),
    data: z.record(z.string(), z.unknown()),
  })
  .passthrough();
export type PaddleEventEnvelope = z.infer<typeof paddleEventEnvelopeSchema>;
