import type { PlanId } from "#contracts/plans.ts";
import type { subscriptions } from "#server/db/schema/index.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

// Which plan a subscription gives. Past due still counts as Pro: Paddle is retrying the payment
// and the person has done nothing wrong yet. A cancellation scheduled for the period end keeps
// Pro until that moment, also when Paddle's subscription.canceled is late.
export function planOf(row: SubscriptionRow | undefined, now = new Date()): PlanId {
  if (!row) return "free";
  if (row.status !== "active" && row.status !== "trialing" && row.status !== "past_due") {
    return "free";
  }
  const change = row.scheduledChange;
  if (change && change.action !== "resume" && new Date(change.effectiveAt) <= now) return "free";
  return "pro";
}
