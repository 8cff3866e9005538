import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import plan from "../../../content/pricing.json" with { type: "json" };
import { buttonClasses } from "~/components/ui/button";
import { pageForPath } from "~/features/marketing/content.server";
import { PageHero, Prose } from "~/features/marketing/page-parts";
import { absoluteUrl, seo } from "~/features/marketing/site";
import type { Route } from "./+types/pricing";

export function loader() {
  const doc = pageForPath("/pricing");
  return {
    plan,
    html: doc?.html ?? "",
    title: doc?.meta.title ?? "Pricing",
    description: doc?.meta.description ?? "",
    lead: doc?.meta.lead ?? "",
  };
}

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
        name: "Early access",
        price: "0",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
    },
  });
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { plan, html, lead } = loaderData;
  return (
    <>
      <PageHero eyebrow="Pricing" title="Free while we build it with you" lead={lead} />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-12 sm:px-8 md:py-16 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <section
          aria-labelledby="plan-title"
          className="relative self-start overflow-hidden rounded-3xl border border-line bg-white p-7 shadow-[0_24px_60px_-30px_rgba(28,23,20,0.35)] sm:p-9"
        >
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-ember via-gold to-ember"
          />
          <h2
            id="plan-title"
            className="text-sm font-semibold tracking-[0.14em] text-ember uppercase"
          >
            {plan.name}
          </h2>
          <p className="mt-4 flex items-baseline gap-3">
            <span className="font-display text-6xl font-semibold tracking-tight">{plan.price}</span>
            <span className="text-ink-soft">{plan.priceNote}</span>
          </p>
          <p className="mt-3 text-[17px] text-ink">{plan.summary}</p>
          <ul className="mt-7 grid gap-3">
            {plan.includes.map((item) => (
              <li key={item} className="flex gap-3 leading-snug">
                <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
          <Link
            to="/movify"
            className={buttonClasses({ size: "lg", block: true, className: "mt-8" })}
          >
            Start your story
            <ArrowRight className="size-5" aria-hidden />
          </Link>
          <p className="mt-4 text-center text-sm text-ink-soft">{plan.notIncluded}</p>
        </section>
        <Prose html={html} />
      </div>
    </>
  );
}
