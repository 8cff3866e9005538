import { BARE, INSIDE, OUTSIDE } from "./place-words.ts";
import type { NamedEntities, Span } from "./find-named-entities.ts";
import type { PersonMention } from "./find-people.ts";

// Where a moment happens (README.md, "Places"): a setting ("in the kitchen", "at Nan's", "at
// school") and a named place ("Blackpool", "Elm Street", "Woolworths"), both as the answer words
// them. A moment's place is its first setting and its first named place: "Grandma's kitchen,
// Cork".

export interface PlaceMention extends Span {
  // "setting": after a preposition or a verb of place ("in the kitchen", "rented a flat");
  // "mentioned": a setting named without one ("Grandma's kitchen always smelled of toast"), used
  // only when there is no setting; "named": a proper name ("Blackpool").
  kind: "setting" | "mentioned" | "named";
}

const PREPOSITION = String.raw`(?:in|at|on|into|inside|outside|by|near|behind|under|onto|across|along|down|up|through|from|to|round|around|towards|toward|beside|over|of|past|off|rented|shared|ran|entered|reached|visited|left|opened|owned)`;
const alternation = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, "\\s+"))
    .join("|");
const NOUN = alternation([...INSIDE, ...OUTSIDE]);
const OWNER = String.raw`(?:[A-Z][a-z]+\s+)?[A-Z][a-z]+['’]s`;
const DETERMINER = String.raw`(?:the|a|an|our|my|his|her|their|your|this|that|${OWNER})`;
// Up to two words before the noun: "the little kitchen", "the old front room".
const ADJECTIVES = String.raw`(?:(?!(?:and|or|but|with|when|where|which|who|that|was|were|had|is|of|way|end|middle|rest|time)\b)[a-z]+(?:['’]s|-[a-z]+)?\s+){0,2}`;

const eitherCase = (words: string) =>
  words.replace(/\b([a-z])/g, (_, c: string) => `[${c.toUpperCase()}${c}]`);
// "on Portobello market", "at York station": a name, then a place noun in lower case.
const NAME_AND_NOUN = new RegExp(
  String.raw`\b${eitherCase(PREPOSITION)}\s+(?<phrase>(?:[A-Z][a-z]+(?:['’]s)?\s+){1,2}(?:${NOUN}))\b(?!['’]s)`,
  "g",
);
const SETTING = new RegExp(
  String.raw`\b${PREPOSITION}\s+(?<phrase>${DETERMINER}\s+${ADJECTIVES}(?:${NOUN})|(?:${alternation(BARE)}))\b(?!['’]s)`,
  "gi",
);
const MENTIONED = new RegExp(
  String.raw`\b(?<phrase>(?:the|our|my|${OWNER})\s+${ADJECTIVES}(?:${NOUN}))\b(?!['’]s)`,
  "gi",
);
// "at Nan's", "round at Tom's": someone's home.
const HOME_OF = new RegExp(
  String.raw`\b(?:at|to|from|round|over|stayed at|staying at)\s+(?<phrase>${OWNER})(?![\p{L}])(?!\s+[a-z])`,
  "gu",
);
const NAMED_AFTER = new RegExp(
  String.raw`\b(?:in|at|to|from|near|into|outside|around|across|through|towards|toward|via|on)\s+(?:the\s+)?$`,
  "i",
);
const NOT_PLACES =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Halloween|God|I)\b/;

/** A setting as a location: without its article, capitalised ("Kitchen", "Grandma's kitchen"). */
function asLocation(phrase: string): string {
  const t = phrase
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:the|a|an)\s+/i, "");
  return t[0]?.toUpperCase() + t.slice(1);
}

/** Every setting and named place of `text`, in order. */
export function findPlaces(
  text: string,
  entities: NamedEntities,
  people: PersonMention[],
): PlaceMention[] {
  const out: PlaceMention[] = [];
  const isPerson = (s: Span) => people.some((p) => s.start < p.end && p.start < s.end);
  for (const [pattern, kind] of [
    [SETTING, "setting"],
    [NAME_AND_NOUN, "setting"],
    [HOME_OF, "setting"],
    [MENTIONED, "mentioned"],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      const phrase = m.groups?.phrase ?? "";
      const start = m.index + m[0].lastIndexOf(phrase);
      const end = start + phrase.length;
      // "the Lake District": a capitalised noun followed by a capitalised word is part of a name.
      const noun = /(\S+)$/.exec(phrase)?.[1] ?? "";
      if (/^\p{Lu}/u.test(noun) && /^\s+\p{Lu}/u.test(text.slice(end, end + 3))) continue;
      out.push({ start, end, text: asLocation(phrase), kind });
    }
  }
  for (const place of entities.places) {
    if (place.text.length < 3 || NOT_PLACES.test(place.text) || isPerson(place)) continue;
    out.push({ ...place, kind: "named" });
  }
  // A proper noun compromise did not place, right after "in", "to", "from"...: "Ballymena".
  for (const noun of entities.properNouns) {
    if (noun.text.length < 3 || NOT_PLACES.test(noun.text) || isPerson(noun)) continue;
    if (!NAMED_AFTER.test(text.slice(Math.max(0, noun.start - 12), noun.start))) continue;
    out.push({ ...noun, kind: "named" });
  }
  // One mention per stretch of text: "Elm Street" is not also "street"; a setting after its
  // preposition is not also a mentioned one.
  const rank = { setting: 0, named: 1, mentioned: 2 };
  out.sort((a, b) => rank[a.kind] - rank[b.kind] || a.start - b.start);
  const kept = out.filter(
    (p, i) => !out.some((q, j) => j < i && p.start < q.end && q.start < p.end),
  );
  return kept.sort((a, b) => a.start - b.start);
}

/** A moment's place from its mentions: its first setting (or, with none, the first setting it
 * mentions) and its first named place. */
export function momentPlace(mentions: PlaceMention[]): string | null {
  const setting =
    mentions.find((m) => m.kind === "setting") ?? mentions.find((m) => m.kind === "mentioned");
  const named = mentions.find((m) => m.kind === "named");
  const parts = [setting?.text, named?.text].filter((t): t is string => !!t);
  if (parts.length === 2 && parts[0]?.toLowerCase().includes((parts[1] as string).toLowerCase()))
    parts.pop();
  return parts.length ? parts.join(", ").slice(0, 160) : null;
}
