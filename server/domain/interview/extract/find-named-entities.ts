import nlp from "compromise";
import { kinOf, type Gender } from "./family-words.ts";
import type { Sentence } from "./sentences.ts";

// People, places and other proper nouns that compromise (a maintained English NLP library) finds in
// an answer, as spans of the answer. It runs once per answer, and it is the costliest step.
//
// compromise's full pipeline ends with its contextual tagger ("postTagger") and its chunker, about
// three quarters of its time on a 450-word answer, and they add little here: the words a person
// uses for people and places are in its lexicon (tagged by "preTagger"), and our own rules read the
// context (find-people.ts, find-places.ts). So the answer is tokenised (nlp.tokenize), then tagged
// by the steps up to the pre-tagger only.
const TAGGING = ["index", "id", "freeze", "lexicon", "preTagger", "contractionTwo"];

export interface Span {
  start: number;
  end: number;
  text: string;
}
export interface PersonSpan extends Span {
  gender: Gender;
}
export interface NamedEntities {
  people: PersonSpan[];
  places: Span[];
  // Proper nouns that are neither (a shop, a street compromise does not know, a foreign name).
  properNouns: Span[];
}

// The shape of compromise's `.json({ offset: true })` that is read here (its type is `any`).
interface JsonTerm {
  text: string;
  post?: string;
  tags?: string[];
  offset?: { start: number; length: number };
}
interface JsonMatch {
  terms?: JsonTerm[];
}

/** The spans of a compromise match, split where a term is followed by punctuation ("Tom, Sarah"
 * are two people; compromise's own people() splits so too, at more cost), each with the gender its
 * name tags give. */
function spans(matches: unknown, source: string): PersonSpan[] {
  if (!Array.isArray(matches)) return [];
  const out: PersonSpan[] = [];
  for (const match of matches as JsonMatch[]) {
    let group: JsonTerm[] = [];
    const flush = () => {
      const first = group[0]?.offset;
      const last = group[group.length - 1]?.offset;
      group = [];
      if (!first || !last) return;
      return { start: first.start, end: last.start + last.length };
    };
    const terms = match?.terms ?? [];
    terms.forEach((term, i) => {
      group.push(term);
      if (i < terms.length - 1 && !/[,;:.!?()"“”—–]/.test(term.post ?? "")) return;
      const tags = group.flatMap((t) => t.tags ?? []);
      const gender: Gender = tags.includes("FemaleName")
        ? "f"
        : tags.includes("MaleName")
          ? "m"
          : null;
      const span = flush();
      if (!span) return;
      // A name or a place is capitalised ("o'clock" is neither); a possessive 's is not part of it.
      const text = source.slice(span.start, span.end).replace(/['’]s$/, "");
      if (!/^\p{Lu}/u.test(text)) return;
      out.push({ start: span.start, end: span.start + text.length, text, gender });
    });
  }
  return out;
}
// Words that open a sentence without being a name.
const STARTERS = new Set(
  (
    "a an the i i'm i'd i've i'll we we'd we'll we're he he'd she she'd they they'd it it's its you " +
    "my our his her their your this that these those there then and but so or if when while as " +
    "after before because since until though although once every each some all both no not never " +
    "in on at by for from with without to into of about over under up down out off near around " +
    "what who why how where which well oh yes yeah now later years one two first last next " +
    "sometimes always often still even just only also maybe perhaps anyway suddenly finally " +
    "eventually luckily sadly afterwards meanwhile instead again nobody everyone everybody someone " +
    "somebody nothing everything something was were had did do does is are be been would could " +
    "should can will that's there's what's let's don't didn't wasn't couldn't"
  ).split(" "),
);

/** Whether a sentence may name someone or somewhere: a capitalised word after its first (other
 * than "I"), or a first word that is not a common opening word or a family word. */
function mayName(sentence: string): boolean {
  const words = sentence.match(/[\p{L}'’]+/gu) ?? [];
  const first = (words[0] ?? "").replace(/’/g, "'");
  if (first && /^\p{Lu}/u.test(first) && !STARTERS.has(first.toLowerCase()) && !kinOf(first))
    return true;
  return words.slice(1).some((w) => /^\p{Lu}\p{Ll}/u.test(w) && !/^I['’]/.test(w));
}

/** compromise's people, places and remaining proper nouns of `text`. Only the sentences that may
 * name someone or somewhere are read (the others are blanked, so offsets stay those of `text`):
 * compromise's time grows with every word it tags. */
export function findNamedEntities(text: string, sentences: Sentence[]): NamedEntities {
  let masked = text;
  for (const s of sentences)
    if (!mayName(s.text))
      masked = masked.slice(0, s.start) + " ".repeat(s.end - s.start) + masked.slice(s.end);
  const doc = nlp.tokenize(masked);
  doc.compute(TAGGING);
  const people = spans(doc.match("#Honorific? #Person+").json({ offset: true }), text);
  const places = spans(doc.match("(#Place|#Address)+").json({ offset: true }), text).map(
    ({ start, end, text: t }) => ({ start, end, text: t }),
  );
  const taken = [...people, ...places];
  const properNouns = spans(doc.match("#ProperNoun+").json({ offset: true }), text)
    .filter((p) => !taken.some((t) => p.start < t.end && t.start < p.end))
    .map(({ start, end, text: t }) => ({ start, end, text: t }));
  return { people, places, properNouns };
}
