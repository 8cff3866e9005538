import type { Sentence } from "./sentences.ts";
import { apart, type TimeMention, type TimeSpan } from "./find-time-mentions.ts";

// One answer may tell two moments ("In 1998 we moved to Leeds. ... In 2003 Dad died."): each gets a
// proposal of its own. The rule (README.md, "Two moments in one answer"):
// a sentence starts a new moment when it opens with
// - a jump forward ("Years later", "Two years later", "The following year"), or
// - a time that surely differs from the one the current moment is already set in ("In 2003" after
//   "In 1998", "When I was twelve" after "When I was seven"; not "when I was twenty-one" after "in
//   the eighties" when that is 1981, nor an age after a year when the birth year is unknown).
// A time that only refines the moment ("That Christmas", "In March") never splits, and neither does
// a first time in a moment that had none yet (it dates the whole moment).

export interface MomentRange {
  start: number;
  end: number;
  sentences: Sentence[];
  mentions: TimeMention[];
}

// What may come before a time phrase for it to open its sentence: "And then, in 2003", "But by
// 1990", "It was 1998 when", "Back in", "One summer in".
const OPENING =
  /^(?:(?:and|but|then|so|well|now|oh|anyway|later|back|it was|it's|this was|that was|by|in|on|at|during|around|about|come|fast|until|after|from|one|that|the|early|late|summer|winter|spring|autumn|fall|morning|evening|night|day)[\s,]+)*$/i;

function opener(sentence: Sentence, mentions: TimeMention[]): TimeMention | undefined {
  const first = mentions.find((m) => m.start >= sentence.start && m.start < sentence.end);
  if (!first) return undefined;
  const before = sentence.text.slice(0, first.start - sentence.start);
  return OPENING.test(before) ? first : undefined;
}

/** The moments of an answer, in order; together they hold every sentence. */
export function splitMoments(sentences: Sentence[], mentions: TimeMention[]): MomentRange[] {
  const moments: MomentRange[] = [];
  let current: MomentRange | null = null;
  let currentSpan: TimeSpan | null = null;
  for (const sentence of sentences) {
    const open = opener(sentence, mentions);
    const startsNew =
      current !== null &&
      open !== undefined &&
      (open.jump !== null ||
        (open.span !== null && currentSpan !== null && apart(open.span, currentSpan)));
    if (current === null || startsNew) {
      current = { start: sentence.start, end: sentence.end, sentences: [], mentions: [] };
      currentSpan = null;
      moments.push(current);
    }
    current.sentences.push(sentence);
    current.end = sentence.end;
    for (const m of mentions) {
      if (m.start < sentence.start || m.start >= sentence.end) continue;
      current.mentions.push(m);
      currentSpan ??= m.span;
    }
  }
  return moments;
}
