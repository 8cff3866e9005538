import { Clock } from "lucide-react";
import { data } from "react-router";
import { pageForPath } from "#app/features/marketing/content.server";
import { Breadcrumbs, CallToStart, PageHero, Prose } from "#app/features/marketing/page-parts";
import { absoluteUrl, organizationLd, seo } from "#app/features/marketing/site";
import type { Route } from "./+types/content-page";

// One module for every Markdown page (policies, product pages, articles): the loader finds the
// file in content/ whose frontmatter `path` is this URL.
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const doc = pageForPath(path);
  if (!doc) throw data(null, { status: 404 });
  return {
    path,
    html: doc.html,
    headings: doc.headings,
    minutes: Math.max(1, Math.round(doc.words / 230)),
    title: doc.meta.title ?? "Lifescript",
    description: doc.meta.description ?? "",
    eyebrow: doc.meta.eyebrow ?? "",
    lead: doc.meta.lead ?? "",
    kind: doc.meta.kind === "article" ? ("article" as const) : ("page" as const),
    updated: doc.meta.updated ?? "",
    cta: doc.meta.cta !== "none",
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found · Lifescript" }];
  const { title, description, path, kind, updated } = loaderData;
  return seo({
    title,
    description,
    path,
    type: kind === "article" ? "article" : "website",
    jsonLd:
      kind === "article"
        ? {
            "@type": "Article",
            headline: title,
            description,
            mainEntityOfPage: absoluteUrl(path),
            datePublished: updated || undefined,
            dateModified: updated || undefined,
            author: organizationLd,
            publisher: organizationLd,
          }
        : undefined,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { title, eyebrow, lead, html, headings, kind, minutes, updated, cta } = loaderData;
  return (
    <article>
      <PageHero eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} narrow>
        {kind === "article" && (
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-soft">
            <Breadcrumbs items={[{ to: "/", label: "Home" }, { label: "Guides" }]} />
            <span className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              {minutes} min read
            </span>
          </div>
        )}
        {kind === "page" && updated && (
          <p className="mt-5 text-sm text-ink-soft">Last updated {updated}</p>
        )}
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 md:py-16">
        {headings.length >= 4 && (
          <nav
            aria-label="On this page"
            className="mb-10 rounded-2xl border border-line bg-white/70 p-5"
          >
            <p className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
              On this page
            </p>
            <ul className="mt-3 grid gap-1.5 text-[15px] sm:grid-cols-2">
              {headings.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`} className="rounded text-ember-dark hover:underline">
                    {h.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Prose html={html} />
        {cta && (
          <div className="mt-16">
            <CallToStart />
          </div>
        )}
      </div>
    </article>
  );
}
