import { sql } from "drizzle-orm";
import type { PaddleConfig } from "#server/providers/paddle/paddle-settings.ts";
import {
  paddleSubscriptionSchema,
  paddleTransactionSchema,
  SUBSCRIPTION_EVENTS,
  type PaddleEventEnvelope,
} from "#server/providers/paddle/paddle-events.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { subscriptions } from "#server/db/schema/index.ts";
import { findBillingUser } from "./find-billing-user.ts";

type Prices = Pick<PaddleConfig, "priceMonthly" | "priceYearly">;
export type EventOutcome = { userId: string | null; outcome: string };

const isSubscriptionEvent = (type: string) =>
  (SUBSCRIPTION_EVENTS as readonly string[]).includes(type);

// Moves a person's subscription state by one verified event. Events may come in any order: the
// stored state carries the `occurred_at` of the event it reflects, and the upsert changes it only
// for a newer event (in one statement, so two deliveries racing cannot both win).
export async function applyPaddleEvent(
  db: DbOrTx,
  prices: Prices,
  event: PaddleEventEnvelope,
): Promise<EventOutcome> {
  if (isSubscriptionEvent(event.event_type)) return applySubscription(db, prices, event);
  if (event.event_type === "transaction.completed") return applyTransaction(db, prices, event);
  return { userId: null, outcome: `ignored: Lifescript does not use ${event.event_type}` };
}

async function applySubscription(
  db: DbOrTx,
  prices: Prices,
  event: PaddleEventEnvelope,
): Promise<EventOutcome> {
  const parsed = paddleSubscriptionSchema.safeParse(event.data);
  if (!parsed.success)
    return { userId: null, outcome: "ignored: not a subscription Lifescript can read" };
  const sub = parsed.data;
  const userId = await findBillingUser(db, {
    subscriptionId: sub.id,
    customerId: sub.customer_id,
    userId: sub.custom_data?.userId,
  });
  if (!userId)
    return { userId: null, outcome: "ignored: no Lifescript user for this subscription" };
  const priceId = sub.items?.[0]?.price?.id ?? null;
  const state = {
    paddleSubscriptionId: sub.id,
    paddleCustomerId: sub.customer_id,
    status: sub.status,
    priceId,
    billingInterval: intervalOf(prices, priceId, sub.items?.[0]?.price?.billing_cycle?.interval),
    currentPeriodEnd:
      sub.status === "canceled" || !sub.current_billing_period
        ? null
        : new Date(sub.current_billing_period.ends_at),
    scheduledChange: sub.scheduled_change
      ? { action: sub.scheduled_change.action, effectiveAt: sub.scheduled_change.effective_at }
      : null,
    eventOccurredAt: new Date(event.occurred_at),
    updatedAt: new Date(),
  };
  return storeIfNewer(db, userId, state, `applied: ${sub.status}`);
}

// A completed payment for a subscription: the subscription is active for the period it paid.
async function applyTransaction(
  db: DbOrTx,
  prices: Prices,
  event: PaddleEventEnvelope,
): Promise<EventOutcome> {
  const parsed = paddleTransactionSchema.safeParse(event.data);
  if (!parsed.success)
    return { userId: null, outcome: "ignored: not a transaction Lifescript can read" };
  const tx = parsed.data;
  if (!tx.subscription_id) return { userId: null, outcome: "ignored: not a subscription payment" };
  const userId = await findBillingUser(db, {
    subscriptionId: tx.subscription_id,
    customerId: tx.customer_id,
    userId: tx.custom_data?.userId,
  });
  if (!userId) return { userId: null, outcome: "ignored: no Lifescript user for this payment" };
  const priceId = tx.items?.[0]?.price?.id ?? null;
  const state = {
    paddleSubscriptionId: tx.subscription_id,
    ...(tx.customer_id ? { paddleCustomerId: tx.customer_id } : {}),
    status: "active" as const,
    priceId,
    billingInterval: intervalOf(prices, priceId, tx.items?.[0]?.price?.billing_cycle?.interval),
    currentPeriodEnd: tx.billing_period ? new Date(tx.billing_period.ends_at) : null,
    eventOccurredAt: new Date(event.occurred_at),
    updatedAt: new Date(),
  };
  return storeIfNewer(db, userId, state, "applied: active (paid)");
}

type StoredState = Omit<typeof subscriptions.$inferInsert, "userId">;

// Events arrive in any order: the state is written only when this event happened after the one
// stored (the newest occurred_at wins), so a late or repeated event changes nothing.
async function storeIfNewer(
  db: DbOrTx,
  userId: string,
  state: StoredState,
  appliedOutcome: string,
): Promise<EventOutcome> {
  const applied = await db
    .insert(subscriptions)
    .values({ userId, ...state })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: state,
      setWhere: sql`${subscriptions.eventOccurredAt} < excluded.event_occurred_at`,
    })
    .returning({ userId: subscriptions.userId });
  return { userId, outcome: applied.length > 0 ? appliedOutcome : "older than the stored state" };
}

function intervalOf(
  prices: Prices,
  priceId: string | null,
  cycle: string | undefined,
): "month" | "year" | null {
  if (priceId === prices.priceMonthly) return "month";
  if (priceId === prices.priceYearly) return "year";
  return cycle === "month" || cycle === "year" ? cycle : null;
}
