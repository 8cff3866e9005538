import { FinalCall } from "#app/features/marketing/landing/final-call";
import { FromNoteToScene } from "#app/features/marketing/landing/from-note-to-scene";
import { Hero } from "#app/features/marketing/landing/hero";
import { HydrateLater } from "#app/features/marketing/landing/hydrate-later";
import { HowItWorks } from "#app/features/marketing/landing/how-it-works";
import { LearnAsYouGo } from "#app/features/marketing/landing/learn-as-you-go";
import { Promises } from "#app/features/marketing/landing/promises";
import { WhatYouCanCapture } from "#app/features/marketing/landing/what-you-can-capture";
import { absoluteUrl, organizationLd, seo } from "#app/features/marketing/site";
import { deferHydration } from "#app/islands/deferred-hydration";

// The landing page paints and settles with no React; it comes on the first interaction.
export const handle = deferHydration;

export function meta() {
  return seo({
    title: "Lifescript: turn your life story into a screenplay",
    description:
      "Capture the moments of your life as scenes, develop them, and get a real, properly formatted screenplay page you can keep and share. Free during early access.",
    path: "/",
    jsonLd: [
      {
        "@type": "WebSite",
        name: "Lifescript",
        url: absoluteUrl("/"),
      },
      {
        "@type": "SoftwareApplication",
        name: "Lifescript",
        applicationCategory: "LifestyleApplication",
        operatingSystem: "Web",
        url: absoluteUrl("/"),
        description:
          "Turns a person's life story into an industry-formatted screenplay: capture moments as scenes, develop them into screenplay pages, export PDF, Final Draft or Fountain.",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
      organizationLd,
    ],
  });
}

// The landing page: its sections, top to bottom (features/marketing/landing/). The hero is the
// first screen and hydrates with the page; the sections under it hydrate after it, one by one.
export default function Landing() {
  return (
    <>
      <Hero />
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <FromNoteToScene />
      </HydrateLater>
      <HydrateLater>
        <WhatYouCanCapture />
      </HydrateLater>
      <HydrateLater>
        <Promises />
      </HydrateLater>
      <HydrateLater>
        <LearnAsYouGo />
      </HydrateLater>
      <HydrateLater>
        <FinalCall />
      </HydrateLater>
    </>
  );
}
