import type { PlanFeatureDetails } from "#contracts/billing.ts";
import { planFeatureMessage, type PlanFeature } from "#contracts/plans.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { UPGRADE_PATH } from "./assert-within-plan.ts";
import { findSubscription } from "./find-subscription.ts";
import { planOf } from "./plan-of.ts";

// Refuses (402 plan_limit) a feature only Lifescript Pro has, for someone on Free. Like the
// limits, it applies only when payments are set up (`limitsOn`), and only to using the feature
// now: what was made with it earlier keeps working.
export async function assertPlanFeature(
  db: DbOrTx,
  input: { limitsOn: boolean; userId: string; feature: PlanFeature },
): Promise<void> {
  if (!input.limitsOn) return;
  if (planOf(await findSubscription(db, input.userId)) === "pro") return;
  const details: PlanFeatureDetails = { feature: input.feature, upgradeUrl: UPGRADE_PATH };
  throw new AppError("plan_limit", planFeatureMessage(input.feature, UPGRADE_PATH), details);
}
