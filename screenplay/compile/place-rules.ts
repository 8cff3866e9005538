// Where a scene happens (README "Story compiler", "Headings"): the place a text names ("in the
// kitchen", "at the old fishing pier", "w kuchni") and whether a place is inside or outside,
// from the table in place-words.ts.
import {
  COMPOUND_PLACES,
  EXTERIOR,
  INSIDE_CLUES,
  INTERIOR,
  OUTSIDE_CLUES,
  PLACE_OPENERS,
  POLISH_NOMINATIVE,
} from "./place-words.ts";
import { hasTag, isNounLike } from "./english/verbs.ts";

type Kind = "INT." | "EXT.";

interface Word {
  text: string;
  key: string;
}

function wordsOf(s: string): Word[] {
  return (s.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*(?:['’]s)?/gu) ?? []).map((text) => ({
    text,
    key: text.toLowerCase().replace(/’/g, "'"),
  }));
}

function kindOfWord(key: string): Kind | undefined {
  if (INTERIOR.has(key)) return "INT.";
  if (EXTERIOR.has(key)) return "EXT.";
  return undefined;
}

const CUTS = new Set(
  "of in at by on near off behind beside under over across along outside inside next with from to w na nad przy en de del".split(
    " ",
  ),
);

/** INT. or EXT. from a place's name: its last telling word before "of", "in", "at"… (the head
 * of "Kitchen of the family house" is the kitchen, of "Car park" the park). */
export function placeKind(place: string): Kind | undefined {
  const head: string[] = [];
  for (const part of place.split(/[,\u2013\u2014]| - /)[0]?.split(/\s+/) ?? []) {
    const key = part.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "");
    if (CUTS.has(key) && head.length > 0) break;
    if (key) head.push(key.replace(/'s$/, ""));
  }
  for (let i = head.length - 1; i >= 0; i--) {
    const pair = i > 0 ? COMPOUND_PLACES[`${head[i - 1]} ${head[i]}`] : undefined;
    if (pair) return pair;
    const k = kindOfWord(head[i] as string);
    if (k) return k;
  }
  for (const w of wordsOf(place)) {
    const k = kindOfWord(w.key);
    if (k) return k;
  }
  return undefined;
}

/** The place's kind, else the first telling word in the scene's words, else a clue (sky, rain:
 * outside; ceiling, sofa: inside), else INT. (most remembered moments happen indoors). */
export function interiorOrExterior(place: string | undefined, texts: string[]): Kind {
  const k = place ? placeKind(place) : undefined;
  if (k) return k;
  for (const t of texts) {
    for (const w of wordsOf(t)) {
      const found = kindOfWord(w.key);
      if (found) return found;
    }
  }
  for (const t of texts) {
    for (const w of wordsOf(t)) {
      if (OUTSIDE_CLUES.has(w.key)) return "EXT.";
      if (INSIDE_CLUES.has(w.key)) return "INT.";
    }
  }
  return "INT.";
}

const isPossessive = (w: Word) => /['’]s$/.test(w.text) && w.key !== "it's";

/** A place named in a text: a place word after "the", "my", "in", "at", "w", "en la"…, with the
 * nouns and the owner before it ("Grandma's kitchen", "fishing pier"; adjectives dropped). A
 * place word used for another noun ("the car keys") is not a place. With `loose` (a title), no
 * opener is needed. */
export function placeInText(text: string, loose = false): string | undefined {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as Word;
    const compound = i > 0 ? COMPOUND_PLACES[`${words[i - 1]?.key} ${w.key}`] : undefined;
    if (!compound && !kindOfWord(w.key)) continue;
    const next = words[i + 1];
    if (
      !loose &&
      next &&
      !kindOfWord(next.key) &&
      !PLACE_OPENERS.has(next.key) &&
      hasNounTag(next.key)
    )
      continue;
    const start = compound ? i - 1 : i;
    const kept: string[] = [
      compound ? `${words[i - 1]?.text} ${w.text}` : placeWord(w, words[i - 1]),
    ];
    let j = start - 1;
    let opened = start === 0 && loose;
    for (let taken = 0; j >= 0 && taken < 3; j--, taken++) {
      const m = words[j] as Word;
      if (PLACE_OPENERS.has(m.key)) {
        opened = true;
        break;
      }
      if (isPossessive(m)) {
        kept.unshift(m.text);
        opened = true;
        break;
      }
      if (hasTag(m.key, "Adjective") || hasTag(m.key, "Comparable")) continue;
      if (isNounLike(m.key) || hasTag(m.key, "Gerund")) kept.unshift(m.text);
      else break;
    }
    if (j < 0 && loose) opened = true;
    if (opened) return kept.join(" ");
  }
  return undefined;
}

function placeWord(w: Word, before: Word | undefined): string {
  const nominative = POLISH_NOMINATIVE[w.key];
  if (nominative && before && PLACE_OPENERS.has(before.key)) return nominative;
  return w.text;
}

function hasNounTag(key: string): boolean {
  return (
    hasTag(key, "Singular") ||
    hasTag(key, "Plural") ||
    hasTag(key, "Noun") ||
    hasTag(key, "Uncountable")
  );
}
