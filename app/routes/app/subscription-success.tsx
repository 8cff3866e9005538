import { CheckCircle2, Clock, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { describeLimit, LIMIT_KEYS, PLANS } from "#contracts/plans.ts";
import { ButtonLink } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { useSubscription } from "#app/features/billing/billing-api";
import {
  CONFIRM_WAIT_MS,
  confirmationPhase,
  pollInterval,
} from "#app/features/billing/confirmation-wait";

export function meta() {
  return [{ title: "Confirming your subscription · Lifescript" }];
}

// Paddle's checkout has said the payment went through; the plan changes only when Paddle's
// webhook reaches us. This page waits a minute, then says what is happening, and still changes
// if the webhook comes later (confirmation-wait.ts).
export default function SubscriptionSuccessRoute() {
  const [waitedLong, setWaitedLong] = useState(false);
  const [pollMs, setPollMs] = useState<number | false>(false);
  const subscription = useSubscription({ pollMs });
  const phase = confirmationPhase(subscription.data, waitedLong);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedLong(true), CONFIRM_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => setPollMs(pollInterval(phase)), [phase]);

  return (
    <div className="mx-auto max-w-xl py-6 text-center sm:py-12">
      {phase === "confirmed" ? (
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
      ) : phase === "no-payments" ? (
        <section aria-labelledby="nothing-title" role="status">
          <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden />
          <h1
            id="nothing-title"
            className="mt-5 font-display text-3xl font-semibold tracking-tight"
          >
            There is nothing to confirm
          </h1>
          <p className="mt-3 leading-relaxed text-ink-soft">
            Nothing is paid for here, and nothing is limited: every part of Lifescript is yours to
            use.
          </p>
          <ButtonLink to="/app" size="lg" className="mt-8">
            Back to your movies
          </ButtonLink>
        </section>
      ) : (
        <section aria-labelledby="waiting-title">
          <div role="status" aria-live="polite">
            {phase === "taking-long" ? (
              <>
                <Clock className="mx-auto size-12 text-ember" aria-hidden />
                <h1
                  id="waiting-title"
                  className="mt-5 font-display text-3xl font-semibold tracking-tight"
                >
                  Your payment is still being confirmed
                </h1>
                <p className="mt-3 leading-relaxed text-ink-soft">
                  A payment can take a few minutes to confirm. You will not be charged twice, so
                  there is no need to pay again. Your plan changes on its own as soon as the payment
                  is confirmed, and this page updates too.
                </p>
              </>
            ) : (
              <>
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
                  Paddle is letting us know. This usually takes a few seconds; you can leave this
                  page and your plan changes as soon as the payment is confirmed.
                </p>
              </>
            )}
          </div>
          {phase === "taking-long" && (
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/app" size="lg">
                Back to your movies
              </ButtonLink>
              <ButtonLink to="/app/subscription" size="lg" variant="secondary">
                See your subscription
              </ButtonLink>
            </div>
          )}
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
