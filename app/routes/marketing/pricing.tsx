import { clsx } from "clsx";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import {
  describeLimit,
  planFeatures,
  planLimitKeys,
  PLANS,
  type Plan,
  type PlanServices,
  type PricingOffer,
} from "#contracts/plans.ts";
import { buttonClasses } from "#app/components/ui/button";
import { pageForPath } from "#app/features/marketing/content.server";
import { PageHero, Prose } from "#app/features/marketing/page-parts";
import { absoluteUrl, seo } from "#app/features/marketing/site";
import type { Route } from "./+types/pricing";

// Rendered per request (not prerendered): whether payments are on, and Lifescript Pro's price in
// the visitor's currency, come from the server (Paddle's price preview for their country), and so
// do the optional services the plans' lines name (GIFs, voice dictation): none is promised by a
// server that does not have it.
export async function loader({ context }: Route.LoaderArgs) {
  const offer: PricingOffer = (await context.pricing?.()) ?? { payments: false };
  const services: PlanServices = context.planServices ?? { gifs: false, voice: false };
  const doc = pageForPath("/pricing", services);
  return {
    services,
    html: doc?.html ?? "",
    title: doc?.meta.title ?? "Pricing",
    description: doc?.meta.description ?? "",
    lead: doc?.meta.lead ?? "",
    offer,
  };
}

const FREE_MOVIES = PLANS.free.limits.movies ?? 0;

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: loaderData?.title ?? "Pricing",
    description: loaderData?.description ?? "",
    path: "/pricing",
    jsonLd: {
      "@type": "Product",
      name: "Lifescript",
      description: "Turns a life story into an industry-formatted screenplay.",
      url: absoluteUrl("/pricing"),
      offers: {
        "@type": "Offer",
        name: PLANS.free.name,
        price: "0",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
    },
  });
}

// The plans and their limits come from contracts/plans.ts, the file the server's checks read.
function PlanCard({
  plan,
  featured,
  offer,
  services,
}: {
  plan: Plan;
  featured: boolean;
  offer: PricingOffer;
  services: PlanServices;
}) {
  const free = plan.id === "free";
  const prices = offer.payments ? offer.prices : null;
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className={clsx(
        "relative flex flex-col overflow-hidden rounded-3xl border bg-white p-7 sm:p-9",
        featured
          ? "border-ember/40 shadow-[0_24px_60px_-30px_rgba(28,23,20,0.35)]"
          : "border-line shadow-sm",
      )}
    >
      {featured && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-ember via-gold to-ember"
        />
      )}
      <h2
        id={`plan-${plan.id}`}
        className="text-sm font-semibold tracking-[0.14em] text-ember uppercase"
      >
        {plan.name}
      </h2>
      {free ? (
        <p className="mt-4 font-display text-5xl font-semibold tracking-tight">Free</p>
      ) : prices ? (
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-5xl font-semibold tracking-tight">{prices.month}</span>
          <span className="text-lg text-ink-soft">a month</span>
        </p>
      ) : (
        <p className="mt-4 font-display text-5xl font-semibold tracking-tight">Pro</p>
      )}
      <p className="mt-2 text-ink-soft">
        {free
          ? "No card, no trial that runs out."
          : !offer.payments
            ? "Not available here yet. Until it is, nothing on this site is limited."
            : prices
              ? `Or ${prices.year} a year. Prices in ${prices.currencyCode}, with your country's tax where it applies.`
              : "Billed monthly or yearly. Your price, in your currency with tax, is shown at checkout."}
      </p>
      <p className="mt-4 text-[17px] text-ink">{plan.tagline}</p>
      <ul className="mt-6 grid gap-3">
        {planLimitKeys(services).map((key) => (
          <li key={key} className="flex gap-3 leading-snug font-medium">
            <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            {describeLimit(key, plan.limits[key])}
          </li>
        ))}
        {planFeatures(plan, services).map((item) => (
          <li key={item} className="flex gap-3 leading-snug">
            <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
      {/* No upgrade button where there is nothing to buy. */}
      {(free || offer.payments) && (
        <div className="mt-auto pt-8">
          <Link
            to={free ? "/movify" : "/app/subscription"}
            className={buttonClasses({
              size: "lg",
              block: true,
              variant: featured ? "primary" : "secondary",
            })}
          >
            {free ? "Start your story" : `Upgrade to ${plan.name}`}
            <ArrowRight className="size-5" aria-hidden />
          </Link>
        </div>
      )}
    </section>
  );
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { html, lead, offer, services } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={`Your first ${FREE_MOVIES} movies free. Every story with Pro.`}
        lead={lead}
      />
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 md:py-16">
        <div className="grid gap-6 md:grid-cols-2">
          <PlanCard plan={PLANS.free} featured={false} offer={offer} services={services} />
          <PlanCard plan={PLANS.pro} featured offer={offer} services={services} />
        </div>
        <div className="mt-14 max-w-3xl">
          <Prose html={html} />
        </div>
      </div>
    </>
  );
}
