// The first draft's checker (README "Story compiler", "Checker"): reads a compiled draft the way
// a reader would and lists what a screenplay must not have. It judges with compromise's full
// tagger (context rules, not the compiler's lexicon look-ups), so it is a second opinion on the
// compiler's rewriting rather than the same rule run twice. Slow (milliseconds a paragraph):
// for tests and tools, not for compiling.
import nlp from "compromise/two";
import type { ScreenplayDocument, ScreenplayElement } from "../types.ts";
import type { StoryInput } from "./story-types.ts";
import { isEnglish } from "./english/language.ts";

export interface DraftReport {
  /** Printed lines holding a media file name (`photo2.jpg`). */
  fileNames: string[];
  /** Action lines with I, me, my, we, us, our… outside quotation marks. */
  firstPersonInAction: string[];
  /** Action lines with a verb in the past tense outside quotation marks. */
  pastTenseInAction: string[];
  /** Scene headings without INT./EXT. or a time of day. */
  badHeadings: string[];
  /** Captured quotes with an author that are not dialogue under that person's cue. */
  quotesNotUnderSpeaker: string[];
}

const FILE_NAME =
  /[\p{L}\p{N}_-]+\.(jpe?g|png|gif|webp|heic|heif|avif|tiff?|bmp|mp4|mov|m4v|avi|3gp|webm|mkv)\b/iu;
const FIRST_PERSON =
  /(^|[^\p{L}'’])(I|I['’](m|ve|ll|d))(?![\p{L}'’])|\b(me|my|mine|myself|we|us|our|ours|ourselves|we['’](re|ve|ll|d))\b/iu;
const HEADING =
  /^(INT\.|EXT\.|INT\.\/EXT\.|I\/E\.?) \S.* - (DAY|NIGHT|MORNING|AFTERNOON|EVENING|DAWN|DUSK)$/;
const AUXILIARY = new Set(
  "have has had having is are was were be been being am get gets got getting 's 've".split(" "),
);

/** Text without what someone said or wrote ("…", “…”): those are their words, not narration. */
function unquoted(text: string): string {
  return text.replace(/"[^"]*"|“[^”]*”|«[^»]*»|„[^“”]*[“”]/g, " ");
}

function printedText(e: ScreenplayElement): string | undefined {
  switch (e.type) {
    case "character":
      return e.extension ? `${e.name} ${e.extension}` : e.name;
    case "section":
    case "synopsis":
    case "note":
    case "page_break":
      return undefined;
    default:
      return e.text;
  }
}

const DETERMINER = new Set(
  "the a an this that these those his her its their our my your some every each no any".split(" "),
);

/** Past-tense verbs in an English action line, by compromise's tagger: a past form, except a
 * participle after an auxiliary ("has seen", "is locked"), an adjective after a determiner
 * ("the collapsed cake"), a passive before "by" ("a card signed by everyone") and a participle
 * after a noun once its clause has a present verb ("finishes … with two minutes left"). */
export function pastTenseVerbs(line: string): string[] {
  const out: string[] = [];
  type Term = { normal: string; tags: string[]; post: string };
  const sentences = nlp(unquoted(line)).json() as Array<{ terms: Term[] }>;
  const terms = sentences.flatMap((s) => s.terms);
  let prev: { normal: string; tags: string[] } | undefined;
  let presentInClause = false;
  terms.forEach((t, i) => {
    const past = t.tags.includes("PastTense") && !t.tags.includes("Adjective");
    const next = terms[i + 1]?.normal;
    const afterNoun = prev?.tags.includes("Noun") ?? false;
    const participle =
      (prev && (AUXILIARY.has(prev.normal) || DETERMINER.has(prev.normal))) ||
      next === "by" ||
      (presentInClause && afterNoun);
    if (past && !participle) out.push(t.normal);
    if (t.tags.includes("PresentTense") || t.tags.includes("Copula")) presentInClause = true;
    if (/[,;:.!?]/.test(t.post) || t.normal === "and" || t.normal === "but")
      presentInClause = false;
    if (!t.tags.includes("Adverb") && !t.tags.includes("Negative")) prev = t;
  });
  return out;
}

function expectedCue(author: string, story: StoryInput): string {
  const a = author.trim().toLowerCase();
  const own = story.movie.authorName?.trim().toLowerCase() ?? "";
  const self =
    ["me", "i", "myself", "yo", "ja"].includes(a) ||
    (own !== "" && (a === own || a === own.split(" ")[0]));
  const who = self
    ? (story.notes?.protagonist ?? story.movie.authorName?.split(" ")[0] ?? "Narrator")
    : author.trim().replace(/^my\s+/i, "");
  const character = (story.characters ?? []).find(
    (c) => c.name.toLowerCase() === who.toLowerCase(),
  );
  return (character?.name ?? who).toUpperCase();
}

export function checkDraft(doc: ScreenplayDocument, story: StoryInput): DraftReport {
  const report: DraftReport = {
    fileNames: [],
    firstPersonInAction: [],
    pastTenseInAction: [],
    badHeadings: [],
    quotesNotUnderSpeaker: [],
  };
  for (const e of doc.elements) {
    const text = printedText(e);
    if (text === undefined) continue;
    if (FILE_NAME.test(text)) report.fileNames.push(text);
    if (e.type === "scene_heading" && !HEADING.test(text)) report.badHeadings.push(text);
    if (e.type !== "action" || !isEnglish(text)) continue;
    const narration = unquoted(text);
    if (FIRST_PERSON.test(narration)) report.firstPersonInAction.push(text);
    const past = pastTenseVerbs(text);
    if (past.length) report.pastTenseInAction.push(`${text} [${past.join(", ")}]`);
  }
  for (const scene of story.scenes) {
    for (const el of scene.elements) {
      if (el.elementType !== "quote" || !el.content.author?.trim()) continue;
      const cue = expectedCue(el.content.author, story);
      const at = doc.elements.findIndex(
        (d, i) =>
          d.type === "dialogue" &&
          d.text === el.content.quote.trim() &&
          cueBefore(doc.elements, i) === cue,
      );
      if (at === -1) report.quotesNotUnderSpeaker.push(`${cue}: ${el.content.quote}`);
    }
  }
  return report;
}

function cueBefore(els: ScreenplayElement[], i: number): string | undefined {
  for (let j = i - 1; j >= 0; j--) {
    const e = els[j] as ScreenplayElement;
    if (e.type === "character") return e.name;
    if (e.type !== "parenthetical" && e.type !== "dialogue") return undefined;
  }
  return undefined;
}
