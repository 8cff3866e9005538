import type { PlanLimitDetails } from "#contracts/billing.ts";
import { describeLimit, formatLimitValue, PLANS, type LimitKey } from "#contracts/plans.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { findSubscription } from "./find-subscription.ts";
import { measureUsage } from "./measure-usage.ts";
import { planOf } from "./plan-of.ts";
import { countOf } from "#contracts/plural.ts";

export const UPGRADE_PATH = "/app/subscription";

// Refuses (402 plan_limit) something new that would take the person past a limit of their plan:
// `adding` is how much of the limit it would use (1 movie, the upload's bytes, the recording's
// seconds). Only new things are checked: what a person already has stays theirs to read, edit,
// export and delete. `limitsOn` is false when payments are not set up (nothing is limited then,
// since nobody could upgrade).
export async function assertWithinPlan(
  db: DbOrTx,
  input: { limitsOn: boolean; userId: string; limit: LimitKey; adding: number },
): Promise<void> {
  if (!input.limitsOn) return;
  const plan = PLANS[planOf(await findSubscription(db, input.userId))];
  const max = plan.limits[input.limit];
  if (max === null) return;
  const used = await measureUsage(db, input.userId, input.limit);
  if (used + input.adding <= max) return;
  const details: PlanLimitDetails = { limit: input.limit, used, max, upgradeUrl: UPGRADE_PATH };
  throw new AppError(
    "plan_limit",
    planLimitMessage(plan.id, input.limit, used, input.adding),
    details,
  );
}

export function planLimitMessage(
  planId: "free" | "pro",
  limit: LimitKey,
  used: number,
  adding: number,
): string {
  const plan = PLANS[planId];
  const max = plan.limits[limit] ?? 0;
  const upgrade =
    planId === "free"
      ? ` Upgrade to ${PLANS.pro.name} for ${describeLimit(limit, PLANS.pro.limits[limit]).toLowerCase()} on the Subscription page (${UPGRADE_PATH}).`
      : "";
  const allowance = describeLimit(limit, max);
  if (limit === "movies") {
    return `Movie limit reached: the ${plan.name} plan includes ${allowance} and you have ${used}. Your movies stay yours to read, edit and export.${upgrade}`;
  }
  if (limit === "mediaBytes") {
    return `Storage limit reached: the ${plan.name} plan includes ${allowance}; you use ${formatLimitValue(limit, used)} and this file is ${formatLimitValue(limit, adding)}.${upgrade}`;
  }
  return `Voice limit reached: the ${plan.name} plan includes ${allowance}; you have used ${formatLimitValue(limit, used)} this month and this recording is ${countOf(adding, "second", "seconds")} long.${upgrade}`;
}
