// Shared by the glossary routes, the sitemap and the prerender list.
export type GlossaryTerm = {
  term: string;
  definition: string;
  example: string;
  related?: string[];
};

export function termSlug(term: string): string {
  return term
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The letter a term is filed under: its first letter, lower case (digits file under "a"-"z" never). */
export function termLetter(term: string): string {
  const first = termSlug(term).charAt(0);
  return /[a-z]/.test(first) ? first : "a";
}

export const ALPHABET = "abcdefghijklmnopqrstuvwxyz".split("");
