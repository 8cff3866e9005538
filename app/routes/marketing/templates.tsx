import { FileText } from "lucide-react";
import { PageHero } from "#app/features/marketing/page-parts";
import { ScreenplayPage } from "#app/features/marketing/screenplay-page";
import { seo } from "#app/features/marketing/site";
import { StartFromTemplate } from "#app/features/marketing/start-from-template";
import { templateViews } from "#app/features/marketing/templates.server";
import type { Route } from "./+types/templates";
import { countOf } from "#contracts/plural.ts";

export function loader() {
  return { templates: templateViews() };
}

export function meta() {
  return seo({
    title: "Example life-story screenplays",
    description:
      "Short screenplays written from real-feeling life moments, laid out by Lifescript's screenplay engine in industry format. Start your own movie from any of them.",
    path: "/templates",
  });
}

export default function Templates({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Examples"
        title="Life stories, on the page"
        lead="Three short screenplays, each written from the kind of moment people capture in Lifescript. The pages below are laid out by the same engine that writes your PDF: Courier Prime, 12 point, industry margins."
      />
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 md:py-16">
        {loaderData.templates.map((t) => (
          <section
            key={t.slug}
            id={t.slug}
            aria-labelledby={`${t.slug}-title`}
            className="mb-20 scroll-mt-20"
          >
            <div className="grid gap-8 lg:grid-cols-[1fr_1.35fr] lg:gap-12">
              <div className="lg:sticky lg:top-24 lg:self-start">
                <p className="text-xs font-semibold tracking-[0.16em] text-ember uppercase">
                  {t.genre}
                </p>
                <h2
                  id={`${t.slug}-title`}
                  className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl"
                >
                  {t.title}
                </h2>
                <p className="mt-3 text-lg text-ink">{t.logline}</p>
                <p className="mt-3 leading-relaxed text-ink-soft">{t.description}</p>
                <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft">
                  <FileText className="size-4" aria-hidden />
                  Written by {t.author} · {countOf(t.pages.length, "page", "pages")} ·{" "}
                  {countOf(t.scenes.length, "scene", "scenes")}
                </p>
                <div className="mt-6">
                  <StartFromTemplate
                    title={t.title}
                    description={t.logline}
                    genre={t.genre}
                    scenes={t.scenes}
                  />
                </div>
              </div>
              <div
                className="grid gap-6"
                role="group"
                aria-label={`The screenplay pages of ${t.title}`}
              >
                {t.pages.map((page, i) => (
                  <ScreenplayPage key={i} page={page} geometry={t.geometry} />
                ))}
              </div>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
