import { Link } from "react-router";
import { LetterNav } from "#app/features/marketing/glossary-parts";
import { allTerms, lettersWithCounts, summary } from "#app/features/marketing/glossary.server";
import { PageHero } from "#app/features/marketing/page-parts";
import { absoluteUrl, seo } from "#app/features/marketing/site";
import type { Route } from "./+types/glossary-index";

const LONG_PATH = "/a-glossary-of-screenwriting-terms-and-filmmaking-definitions";

// /glossary lists every term by letter; the long address is the whole glossary on one page,
// every definition and example written out.
export function loader({ request }: Route.LoaderArgs) {
  const full = new URL(request.url).pathname.replace(/\.data$/, "") === LONG_PATH;
  const letters = lettersWithCounts();
  const terms = allTerms().map((t) => ({
    term: t.term,
    slug: t.slug,
    letter: t.letter,
    text: full ? t.definition : summary(t.definition),
    example: full ? t.example : "",
  }));
  return { full, letters, terms, count: terms.length };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const full = loaderData?.full ?? false;
  const count = loaderData?.count ?? 0;
  const path = full ? LONG_PATH : "/glossary";
  return seo({
    title: full
      ? "A Glossary of Screenwriting Terms and Filmmaking Definitions"
      : "Screenwriting glossary: terms from A to Z",
    description: `${count} screenwriting and filmmaking terms explained in plain English, each with an example: from action lines and beats to V.O., wrylies and the zoom.`,
    path,
    jsonLd: {
      "@type": "DefinedTermSet",
      name: "Lifescript screenwriting and filmmaking glossary",
      url: absoluteUrl(path),
      hasDefinedTerm: (loaderData?.terms ?? []).map((t) => ({
        "@type": "DefinedTerm",
        name: t.term,
        url: absoluteUrl(`/glossary/term/${t.slug}`),
      })),
    },
  });
}

export default function GlossaryIndex({ loaderData }: Route.ComponentProps) {
  const { full, letters, terms, count } = loaderData;
  const groups = letters.filter((l) => l.count > 0);
  return (
    <>
      <PageHero
        eyebrow="Glossary"
        title={
          full
            ? "A glossary of screenwriting terms and filmmaking definitions"
            : "The screenwriting glossary"
        }
        lead={`${count} words you will meet on a script page or a film set, each explained in plain English with an example. Start anywhere: every term links to the next.`}
      >
        <LetterNav letters={letters} />
        {full ? (
          <p className="mt-6 text-[15px] text-ink-soft">
            Prefer to browse? The{" "}
            <Link className="text-ember-dark underline underline-offset-4" to="/glossary">
              glossary index
            </Link>{" "}
            lists terms by letter.
          </p>
        ) : (
          <p className="mt-6 text-[15px] text-ink-soft">
            Want it all on one page?{" "}
            <Link className="text-ember-dark underline underline-offset-4" to={LONG_PATH}>
              Read every definition in full
            </Link>
            .
          </p>
        )}
      </PageHero>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 md:py-16">
        {groups.map(({ letter }) => (
          <section key={letter} aria-labelledby={`letter-${letter}`} className="mb-12">
            <h2
              id={`letter-${letter}`}
              className="border-b border-line pb-2 font-display text-3xl font-semibold uppercase"
            >
              <Link to={`/glossary/${letter}`} className="rounded hover:text-ember-dark">
                {letter}
              </Link>
            </h2>
            <dl className={full ? "mt-6 grid gap-8" : "mt-6 grid gap-x-10 gap-y-6 md:grid-cols-2"}>
              {terms
                .filter((t) => t.letter === letter)
                .map((t) => (
                  <div key={t.slug}>
                    <dt>
                      <Link
                        to={`/glossary/term/${t.slug}`}
                        className="rounded text-lg font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ember"
                      >
                        {t.term}
                      </Link>
                    </dt>
                    <dd className="mt-1 leading-relaxed text-ink-soft">
                      {t.text}
                      {t.example && (
                        <span className="mt-2 block border-l-2 border-gold pl-3 text-[15px] text-ink">
                          <span className="font-semibold">Example: </span>
                          {t.example}
                        </span>
                      )}
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
