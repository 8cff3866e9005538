// A count with its noun in the right form, by the language's plural rules (Intl.PluralRules), for
// every "3 movies" the product writes: never "movie(s)". English has two forms; the rules decide
// which a number takes (1 → one, 0, 2, 1.5 → other).

const rules = new Intl.PluralRules("en-US");
const numbers = new Intl.NumberFormat("en-US");

export type NounForms = { one: string; other: string };

/** "1 movie", "3 movies", "1,204 scenes". */
export function countOf(count: number, one: string, other: string): string {
  return `${numbers.format(count)} ${nounFor(count, { one, other })}`;
}

/** The noun alone, in the form the count takes: "movie" or "movies". */
export function nounFor(count: number, forms: NounForms): string {
  return rules.select(count) === "one" ? forms.one : forms.other;
}
