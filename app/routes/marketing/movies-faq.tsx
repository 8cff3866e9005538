import faq from "#content/faq.json" with { type: "json" };
import { CallToStart, PageHero } from "#app/features/marketing/page-parts";
import { seo } from "#app/features/marketing/site";
import type { Route } from "./+types/movies-faq";

type Faq = { section: string; items: { question: string; answer: string }[] };

export function loader() {
  return { sections: faq as Faq[] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const items = (loaderData?.sections ?? []).flatMap((s) => s.items);
  return seo({
    title: "Questions about Lifescript and life-story movies",
    description:
      "How Lifescript turns your memories into a formatted screenplay, who can see your story, what it costs, which files you can export, and how to begin.",
    path: "/movies-faq",
    jsonLd: {
      "@type": "FAQPage",
      mainEntity: items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  });
}

export default function MoviesFaq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Questions, answered plainly"
        lead="What Lifescript does today, what happens to your story, and how to get from a memory to a screenplay page."
        narrow
      />
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 md:py-16">
        {loaderData.sections.map((section) => (
          <section key={section.section} className="mb-12" aria-label={section.section}>
            <h2 className="font-display text-2xl font-semibold">{section.section}</h2>
            <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
              {section.items.map((item) => (
                <details
                  key={item.question}
                  className="group p-5 [&_summary::-webkit-details-marker]:hidden"
                >
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded text-[17px] font-semibold">
                    {item.question}
                    <span
                      aria-hidden
                      className="mt-0.5 text-xl leading-none text-ember transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-3 leading-relaxed text-ink-soft">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <CallToStart />
      </div>
    </>
  );
}
