import { Link } from "react-router";
import { PLANS, planFeatureMessage, type PlanFeature } from "#contracts/plans.ts";
import { FormAlert } from "#app/components/ui/form-alert";
import { ApiError } from "#app/lib/api-client";
import { useSubscription } from "./billing-api";

const UPGRADE_PATH = "/app/subscription";

// Whether the Pro-only features are closed to this person: only when payments are set up and
// they are not on Pro. While the plan is loading (or cannot be read) nothing is marked; the
// server still answers 402 and the app shows the same notice then.
export function useProLocked(): boolean {
  const subscription = useSubscription();
  const s = subscription.data;
  return Boolean(s && s.configured && s.plan !== "pro");
}

export function isPlanFeatureError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402 && error.code === "plan_limit";
}

// The small mark beside a control only Lifescript Pro has.
export function ProMark() {
  return (
    <span
      title={`Part of ${PLANS.pro.name}`}
      className="rounded-full bg-ember/10 px-1.5 py-px text-[0.6875rem] font-semibold uppercase tracking-wide text-ember-dark"
    >
      Pro
    </span>
  );
}

// What a Free user reads after trying a Pro feature, with the way to upgrade.
export function ProFeatureNotice({ feature }: { feature: PlanFeature }) {
  const [before] = planFeatureMessage(feature, UPGRADE_PATH).split(" Upgrade on");
  return (
    <FormAlert tone="info">
      {before}{" "}
      <Link to={UPGRADE_PATH} className="font-semibold underline underline-offset-2">
        Upgrade on the Subscription page
      </Link>
      .
    </FormAlert>
  );
}
