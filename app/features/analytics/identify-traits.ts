// What analytics learns about a signed-in person (its identify traits). Only the domain of the
// email, never the address or the name: those would make the analytics service a second copy of
// who our users are.
export type IdentifyUser = {
  id: string;
  email?: string | null;
  isAnonymous?: boolean | null;
};

// The subscription's status and plan (billing keeps them in local storage), sent as
// `subscription_status` and `subscription_plan`.
export type SubscriptionTraits = { status: string; plan: string | null };

export type IdentifyTraits = {
  email_domain?: string;
  is_guest: boolean;
  subscription_status?: string;
  subscription_plan?: string | null;
};

export function identifyTraits(
  user: IdentifyUser,
  subscription?: SubscriptionTraits,
): IdentifyTraits {
  const at = user.email?.lastIndexOf("@") ?? -1;
  const domain =
    at >= 0
      ? user.email
          ?.slice(at + 1)
          .trim()
          .toLowerCase()
      : undefined;
  return {
    // A guest's placeholder address names our own domain, not theirs.
    ...(domain && !user.isAnonymous ? { email_domain: domain } : {}),
    is_guest: Boolean(user.isAnonymous),
    ...(subscription
      ? { subscription_status: subscription.status, subscription_plan: subscription.plan }
      : {}),
  };
}
