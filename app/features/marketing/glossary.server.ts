import glossary from "#content/glossary.json" with { type: "json" };
import { ALPHABET, termLetter, termSlug, type GlossaryTerm } from "./glossary";

export type TermEntry = GlossaryTerm & { slug: string; letter: string };

const entries: TermEntry[] = (glossary as GlossaryTerm[])
  .map((t) => ({ ...t, slug: termSlug(t.term), letter: termLetter(t.term) }))
  .sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base" }));

export function allTerms(): TermEntry[] {
  return entries;
}

export function lettersWithCounts(): { letter: string; count: number }[] {
  return ALPHABET.map((letter) => ({
    letter,
    count: entries.filter((t) => t.letter === letter).length,
  }));
}

export function termBySlug(slug: string): TermEntry | undefined {
  return entries.find((t) => t.slug === slug);
}

export function summary(definition: string): string {
  const first = /^(.*?[.!?])(\s|$)/.exec(definition)?.[1] ?? definition;
  return first.length > 160 ? `${first.slice(0, 157)}…` : first;
}
