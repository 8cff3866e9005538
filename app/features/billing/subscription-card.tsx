import { clsx } from "clsx";
import { ArrowRight, CreditCard, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Subscription } from "#contracts/billing.ts";
import { PLANS, planLimitKeys } from "#contracts/plans.ts";
import { usePublicConfig } from "#app/features/auth/use-public-config";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { useOpenPortal } from "./billing-api";
import { statusSummary } from "./subscription-status";
import { UsageBars } from "./usage-bars";
import { useUpgrade } from "./use-upgrade";

const badgeTones = {
  neutral: "bg-cream text-ink",
  good: "bg-success/10 text-success",
  warn: "bg-gold/20 text-[#6b4a0c]",
  bad: "bg-danger/10 text-danger",
} as const;

// The subscription page's content: the plan and its state, usage against each limit, and what
// the person can do next (upgrade, or manage billing in Paddle's portal).
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const plan = PLANS[subscription.plan];
  const summary = statusSummary(subscription);
  const upgrade = useUpgrade();
  const portal = useOpenPortal();
  const isPro = subscription.plan === "pro";
  // What this server offers: voice is named only where there is voice dictation.
  const config = usePublicConfig();
  const services = { gifs: config.data?.gifs ?? false, voice: config.data?.voice ?? false };

  return (
    <div className="grid gap-5">
      <section
        aria-labelledby="plan-title"
        className="relative overflow-hidden rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
      >
        {isPro && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-ember via-gold to-ember"
          />
        )}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.14em] text-ember uppercase">
              Your plan
            </p>
            <h2 id="plan-title" className="mt-1 font-display text-3xl font-semibold tracking-tight">
              {plan.name}
            </h2>
          </div>
          {subscription.configured && (
            <span
              className={clsx(
                "rounded-full px-3 py-1 text-sm font-medium",
                badgeTones[summary.tone],
              )}
            >
              {summary.badge}
            </span>
          )}
        </div>
        {!subscription.configured ? (
          <p className="mt-3 leading-relaxed text-ink-soft">
            Everything is included here, with no limits on movies, photos
            {services.voice ? ", videos or voice." : " or videos."}
          </p>
        ) : summary.line && subscription.status === "past_due" ? (
          <div className="mt-4">
            <FormAlert>{summary.line}</FormAlert>
          </div>
        ) : (
          summary.line && <p className="mt-3 leading-relaxed text-ink-soft">{summary.line}</p>
        )}

        <h3 className="mt-7 mb-4 text-sm font-semibold text-ink">What you use</h3>
        <UsageBars subscription={subscription} keys={planLimitKeys(services)} />

        <div className="mt-7 grid gap-3" aria-live="polite">
          {upgrade.error && <FormAlert>{upgrade.error}</FormAlert>}
          {portal.isError && <FormAlert>{portal.error.message}</FormAlert>}
        </div>

        {subscription.configured && !isPro && (
          <div className="mt-2 rounded-2xl bg-cream p-4 sm:p-5">
            <p className="flex items-center gap-2 font-semibold">
              <Sparkles className="size-4 text-ember" aria-hidden />
              Upgrade to {PLANS.pro.name}
            </p>
            <p className="mt-1 text-sm leading-relaxed text-ink-soft">
              Unlimited movies, 50 GB of photos and videos,{" "}
              {services.voice && "300 minutes of voice a month, "}Final Draft export and share links
              that expire. Checkout is run by Paddle, our payment provider.
            </p>
            <div className="mt-4 flex flex-col gap-2.5 sm:flex-row">
              <Button
                onClick={() => void upgrade.start("month")}
                pending={upgrade.opening === "month"}
                pendingLabel="Opening checkout..."
                disabled={upgrade.opening !== null}
              >
                Upgrade monthly
              </Button>
              <Button
                variant="secondary"
                onClick={() => void upgrade.start("year")}
                pending={upgrade.opening === "year"}
                pendingLabel="Opening checkout..."
                disabled={upgrade.opening !== null}
              >
                Upgrade yearly
              </Button>
            </div>
          </div>
        )}

        {subscription.canManage && (
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button
              variant={isPro ? "primary" : "secondary"}
              onClick={() => portal.mutate()}
              pending={portal.isPending}
              pendingLabel="Opening billing..."
            >
              <CreditCard className="size-4" aria-hidden />
              Manage billing
            </Button>
            <p className="text-sm text-ink-soft">
              Cancel, change plan or update your card with Paddle.
            </p>
          </div>
        )}
      </section>

      <Link
        to="/pricing"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ember hover:underline"
      >
        Compare the plans
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
