import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, owner, updatedAt } from "./columns.ts";

// A person's Paddle subscription as the webhooks last described it (one per person). The row
// keeps the `occurred_at` of the event it reflects: an older event arriving later changes nothing.
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: owner().primaryKey(),
    paddleSubscriptionId: text("paddle_subscription_id"),
    paddleCustomerId: text("paddle_customer_id"),
    status: text("status")
      .$type<"trialing" | "active" | "past_due" | "paused" | "canceled">()
      .notNull(),
    priceId: text("price_id"),
    billingInterval: text("billing_interval").$type<"month" | "year">(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    scheduledChange: jsonb("scheduled_change").$type<{
      action: "cancel" | "pause" | "resume";
      effectiveAt: string;
    } | null>(),
    eventOccurredAt: timestamp("event_occurred_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("subscriptions_paddle_subscription_idx").on(t.paddleSubscriptionId)],
);

// Every verified webhook event, once by Paddle's event id: a replay finds its id taken.
export const billingEvents = pgTable("billing_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  userId: text("user_id"),
  // What the event did: "applied", "older than the state" (out of order), "ignored: ..." .
  outcome: text("outcome").notNull(),
  receivedAt: createdAt(),
});

// The last webhook request of any kind (verified or not), for the diagnostics page: one row.
export const billingWebhookStatus = pgTable("billing_webhook_status", {
  id: integer("id").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  verified: boolean("verified").notNull(),
  eventId: text("event_id"),
  eventType: text("event_type"),
  outcome: text("outcome").notNull(),
  updatedAt: updatedAt(),
});
