import { useEffect, useState } from "react";
import { readSubscriptionTraits } from "#app/features/billing/subscription-traits";
import { authClient } from "#app/lib/auth-client";
import { identify, resetIdentity } from "./analytics";

type SessionUser = {
  id: string;
  email?: string | null;
  name?: string | null;
  isAnonymous?: boolean | null;
};

// Sign-in identifies the person to analytics; sign-out resets the identity.
export default function IdentityTracker() {
  const session = authClient.useSession();
  const user = (session.data?.user ?? null) as SessionUser | null;
  const [seen, setSeen] = useState<string | null>(null);
  useEffect(() => {
    if (session.isPending) return;
    if (user && user.id !== seen) {
      // The plan as last learnt by this browser (kept in local storage), when known.
      const plan = readSubscriptionTraits();
      identify(
        user,
        plan ? { status: plan.subscription_status, plan: plan.subscription_plan } : undefined,
      );
      setSeen(user.id);
    } else if (!user && seen) {
      resetIdentity();
      setSeen(null);
    }
  }, [user, seen, session.isPending]);
  return null;
}
