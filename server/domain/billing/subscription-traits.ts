import type { DbOrTx } from "#server/db/client.ts";
import { findSubscription } from "./find-subscription.ts";
import { planOf } from "./plan-of.ts";

// The analytics user traits about the subscription (subscription_status, subscription_plan),
// for whatever identifies a person to analytics: "none"/"free" before any subscription.
export async function subscriptionTraits(
  db: DbOrTx,
  userId: string,
): Promise<{ subscription_status: string; subscription_plan: "free" | "pro" }> {
  const row = await findSubscription(db, userId);
  return { subscription_status: row?.status ?? "none", subscription_plan: planOf(row) };
}
