import type { Subscription } from "#contracts/billing.ts";
import { PLANS } from "#contracts/plans.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { findSubscription } from "./find-subscription.ts";
import { measureAllUsage } from "./measure-usage.ts";
import { planOf } from "./plan-of.ts";

const NO_LIMITS = { movies: null, mediaBytes: null, voiceSeconds: null };

// GET /api/billing/subscription: the person's plan, its state and their use of each limit. With
// payments not set up there are no limits (nobody could upgrade past one).
export async function getSubscription(
  db: DbOrTx,
  userId: string,
  configured: boolean,
): Promise<Subscription> {
  const row = await findSubscription(db, userId);
  const plan = planOf(row);
  const usage = await measureAllUsage(db, userId);
  const scheduledChange = row?.scheduledChange ?? null;
  return {
    configured,
    plan,
    status: row?.status ?? "none",
    interval: row?.billingInterval ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: scheduledChange?.action === "cancel",
    scheduledChange,
    usage,
    limits: configured ? { ...PLANS[plan].limits } : NO_LIMITS,
    canManage: configured && Boolean(row?.paddleCustomerId),
  };
}
