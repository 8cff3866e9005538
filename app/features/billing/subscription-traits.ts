import type { Subscription } from "#contracts/billing.ts";

// The analytics user traits subscription_status and subscription_plan are read from local
// storage, not asked of the server: the subscription page and the success page keep them here
// whenever they learn the subscription, and whoever identifies the person to analytics reads them.
const KEY = "lifescript.subscription";

export type SubscriptionTraits = { subscription_status: string; subscription_plan: string };

export function rememberSubscriptionTraits(subscription: Pick<Subscription, "status" | "plan">) {
  try {
    const traits: SubscriptionTraits = {
      subscription_status: subscription.status,
      subscription_plan: subscription.plan,
    };
    window.localStorage.setItem(KEY, JSON.stringify(traits));
  } catch {
    // Storage off (private mode, quota): the traits are only missing from analytics.
  }
}

export function readSubscriptionTraits(): SubscriptionTraits | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SubscriptionTraits>;
    if (typeof parsed.subscription_status !== "string") return null;
    if (typeof parsed.subscription_plan !== "string") return null;
    return {
      subscription_status: parsed.subscription_status,
      subscription_plan: parsed.subscription_plan,
    };
  } catch {
    return null;
  }
}
