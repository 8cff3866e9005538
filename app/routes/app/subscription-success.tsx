import { CheckCircle2, Loader2 } from "lucide-react";
import { describeLimit, LIMIT_KEYS, PLANS } from "@contracts/plans.ts";
import { ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { useSubscription } from "~/features/billing/billing-api";

export function meta() {
  return [{ title: "Confirming your subscription · Lifescript" }];
}

// Paddle's checkout has said the payment went through; the plan changes only when Paddle's
// webhook reaches the server. Until then this page waits (asking every 2 s) and claims nothing.
export default function SubscriptionSuccessRoute() {
  const subscription = useSubscription({ poll: true });
  const isPro = subscription.data?.plan === "pro";

  return (
    <div className="mx-auto max-w-xl py-6 text-center sm:py-12">
      {isPro ? (
        <section aria-labelledby="success-title" role="status">
          <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden />
          <h1
            id="success-title"
            className="mt-5 font-display text-4xl font-semibold tracking-tight"
          >
            Welcome to {PLANS.pro.name}
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-ink-soft">
            Your payment is confirmed and your plan is active. Thank you for backing Lifescript.
          </p>
          <ul className="mx-auto mt-6 grid max-w-sm gap-2 text-left">
            {LIMIT_KEYS.map((key) => (
              <li key={key} className="flex items-center gap-2.5">
                <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />
                {describeLimit(key, PLANS.pro.limits[key])}
              </li>
            ))}
          </ul>
          <ButtonLink to="/app/subscription" size="lg" className="mt-8">
            See your subscription
          </ButtonLink>
        </section>
      ) : (
        <section aria-labelledby="waiting-title">
          <div role="status" aria-live="polite">
            <Loader2
              className="mx-auto size-12 animate-spin text-ember motion-reduce:animate-none"
              aria-hidden
            />
            <h1
              id="waiting-title"
              className="mt-5 font-display text-3xl font-semibold tracking-tight"
            >
              Confirming your payment...
            </h1>
            <p className="mt-3 leading-relaxed text-ink-soft">
              Paddle is letting us know. This usually takes a few seconds; you can leave this page
              and your plan changes as soon as the payment is confirmed.
            </p>
          </div>
          {subscription.isError && (
            <div className="mt-6 text-left">
              <FormAlert>{subscription.error.message}</FormAlert>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
