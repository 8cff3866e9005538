import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { termSlug } from "#app/features/marketing/glossary";
import { allTerms, termBySlug } from "#app/features/marketing/glossary.server";
import { Breadcrumbs, CallToStart, NotFoundContent } from "#app/features/marketing/page-parts";
import { absoluteUrl, seo } from "#app/features/marketing/site";
import { notFound } from "#app/lib/not-found.server";
import type { Route } from "./+types/glossary-term";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const entry = termBySlug(params.slug);
  if (!entry) return notFound(request, context);
  const all = allTerms();
  const at = all.indexOf(entry);
  const pick = (t: (typeof all)[number] | undefined) => (t ? { term: t.term, slug: t.slug } : null);
  const related = (entry.related ?? [])
    .map((name) => termBySlug(termSlug(name)))
    .filter((t): t is (typeof all)[number] => Boolean(t))
    .map((t) => ({ term: t.term, slug: t.slug }));
  return {
    term: entry.term,
    slug: entry.slug,
    letter: entry.letter,
    definition: entry.definition,
    example: entry.example,
    related,
    previous: pick(all[at - 1]),
    next: pick(all[at + 1]),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: "Page not found · Lifescript" }, { name: "robots", content: "noindex" }];
  const { term, definition, slug, example } = loaderData;
  const full = `${term}: ${definition} Example: ${example}`;
  const description = full.length > 158 ? `${full.slice(0, 155).trimEnd()}…` : full;
  return seo({
    title: `${term}: screenwriting definition and example`,
    description,
    path: `/glossary/term/${slug}`,
    jsonLd: {
      "@type": "DefinedTerm",
      name: term,
      description: definition,
      url: absoluteUrl(`/glossary/term/${slug}`),
      inDefinedTermSet: {
        "@type": "DefinedTermSet",
        name: "Lifescript screenwriting and filmmaking glossary",
        url: absoluteUrl("/glossary"),
      },
    },
  });
}

export default function GlossaryTerm({ loaderData }: Route.ComponentProps) {
  const { term, letter, definition, example, related, previous, next } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-5 pt-10 pb-16 sm:px-8 md:pt-14">
      <Breadcrumbs
        items={[
          { to: "/glossary", label: "Glossary" },
          { to: `/glossary/${letter}`, label: letter.toUpperCase() },
          { label: term },
        ]}
      />
      <p className="mt-8 text-xs font-semibold tracking-[0.16em] text-ember uppercase">
        Screenwriting term
      </p>
      <h1 className="mt-2 font-display text-4xl leading-tight font-semibold tracking-tight sm:text-5xl">
        {term}
      </h1>
      <p className="mt-6 text-xl leading-relaxed text-ink">{definition}</p>
      <figure className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm">
        <figcaption className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
          Example
        </figcaption>
        <p className="mt-2 text-[17px] leading-relaxed">{example}</p>
      </figure>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-10">
          <h2
            id="related-title"
            className="text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase"
          >
            Related terms
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {related.map((r) => (
              <li key={r.slug}>
                <Link
                  to={`/glossary/term/${r.slug}`}
                  className="inline-flex h-10 items-center rounded-full border border-line bg-white px-4 text-[15px] font-medium hover:border-ember hover:text-ember-dark"
                >
                  {r.term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav
        aria-label="More terms"
        className="mt-12 grid gap-3 border-t border-line pt-6 sm:grid-cols-2"
      >
        {previous ? (
          <Link
            to={`/glossary/term/${previous.slug}`}
            className="group flex items-center gap-2 rounded-xl p-2 text-ink-soft hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden />
            <span>
              <span className="block text-xs tracking-wide uppercase">Previous</span>
              <span className="font-semibold text-ink group-hover:text-ember-dark">
                {previous.term}
              </span>
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link
            to={`/glossary/term/${next.slug}`}
            className="group flex items-center justify-end gap-2 rounded-xl p-2 text-right text-ink-soft hover:text-ink"
          >
            <span>
              <span className="block text-xs tracking-wide uppercase">Next</span>
              <span className="font-semibold text-ink group-hover:text-ember-dark">
                {next.term}
              </span>
            </span>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </nav>
      <div className="mt-14">
        <CallToStart
          title="Put the words to work."
          body="Lifescript formats your scenes for you, so you can spend your attention on the story you lived."
        />
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
