import { Link } from "react-router";
import { LetterNav } from "#app/features/marketing/glossary-parts";
import { allTerms, lettersWithCounts } from "#app/features/marketing/glossary.server";
import { Breadcrumbs, NotFoundContent, PageHero } from "#app/features/marketing/page-parts";
import { seo } from "#app/features/marketing/site";
import { notFound } from "#app/lib/not-found.server";
import type { Route } from "./+types/glossary-letter";
import { countOf } from "#contracts/plural.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const letter = params.letter;
  const terms = allTerms().filter((t) => t.letter === letter);
  if (terms.length === 0) return notFound(request, context);
  return {
    letter,
    letters: lettersWithCounts(),
    terms: terms.map((t) => ({ term: t.term, slug: t.slug, definition: t.definition })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: "Page not found · Lifescript" }, { name: "robots", content: "noindex" }];
  const upper = loaderData.letter.toUpperCase();
  const names = loaderData.terms
    .slice(0, 4)
    .map((t) => t.term)
    .join(", ");
  return seo({
    title: `Screenwriting terms starting with ${upper}`,
    description: `${loaderData.terms.length} screenwriting and filmmaking terms under ${upper}, explained with examples: ${names}${loaderData.terms.length > 4 ? " and more" : ""}.`,
    path: `/glossary/${loaderData.letter}`,
  });
}

export default function GlossaryLetter({ loaderData }: Route.ComponentProps) {
  const { letter, letters, terms } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Glossary"
        title={`Terms starting with ${letter.toUpperCase()}`}
        lead={`${countOf(terms.length, "term", "terms")} from the page and the set.`}
      >
        <div className="mt-5">
          <Breadcrumbs
            items={[{ to: "/glossary", label: "Glossary" }, { label: letter.toUpperCase() }]}
          />
        </div>
        <LetterNav letters={letters} current={letter} />
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 md:py-16">
        <dl className="grid gap-8">
          {terms.map((t) => (
            <div key={t.slug} className="rounded-2xl border border-line bg-white/70 p-6">
              <dt>
                <Link
                  to={`/glossary/term/${t.slug}`}
                  className="rounded font-display text-2xl font-semibold text-ink hover:text-ember-dark"
                >
                  {t.term}
                </Link>
              </dt>
              <dd className="mt-2 leading-relaxed text-ink-soft">{t.definition}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
