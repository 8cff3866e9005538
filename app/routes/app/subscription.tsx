import { Loader2 } from "lucide-react";
import { PageHeader } from "#app/features/app-shell/page-header";
import { FormAlert } from "#app/components/ui/form-alert";
import { useSubscription } from "#app/features/billing/billing-api";
import { SubscriptionCard } from "#app/features/billing/subscription-card";

export function meta() {
  return [{ title: "Subscription · Lifescript" }];
}

export default function SubscriptionRoute() {
  const subscription = useSubscription();
  return (
    <>
      <PageHeader
        title="Subscription"
        description="Your plan, what you use of it, and your billing. Whatever happens to your plan, what you made stays yours."
      />
      <div className="max-w-2xl">
        {subscription.isPending && (
          <p role="status" className="flex items-center gap-2 text-ink-soft">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
            Loading your subscription...
          </p>
        )}
        {subscription.isError && <FormAlert>{subscription.error.message}</FormAlert>}
        {subscription.data && <SubscriptionCard subscription={subscription.data} />}
      </div>
    </>
  );
}
