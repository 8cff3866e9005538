// A proposal's title, from the answer's own words (README.md, "Titles"): the first sentence of the
// moment without its opening fillers ("Well, I remember that...") and without the time it opens
// with (the date is the proposal's own field), cut to its first clause when that says enough, and
// to eight words at most.

const FILLERS =
  /^(?:(?:well|so|oh|um+|uh+|er+|erm|okay|ok|right|yes|yeah|hmm+|now|and|but|anyway|gosh|ah)\b[,.…!]*\s*|i (?:remember|recall|think|guess|suppose)(?: that)?\s+|(?:it|this) (?:was|is) (?:the )?(?:time|day) (?:when|that)\s+)+/i;
const MAX_WORDS = 8;
const DANGLING =
  /^(?:and|or|but|so|the|a|an|to|of|in|on|at|with|for|from|that|which|who|my|his|her|our|their|its|was|were|is|as|into|by)$/i;
export const TITLE_MAX_CHARS = 80;

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^["“‘'(\s]+/, "")
    .replace(/["”’'),;:.!?…\s-]+$/, "")
    .trim();
}

// What may stand before the time a sentence opens with, and what may join it to the rest:
// "And then in 1998, we...", "It was 1998 when we...", "Back when I was seven, we...".
const BEFORE_TIME =
  /^(?:(?:and|but|then|so|well|back|way|it was|it's|this was|that was|when|in|on|at|during|around|about|by|one|the|early|late)[\s,]+)*$/i;
const AFTER_TIME = /^[\s,;:—–-]*(?:(?:when|that|and|then)\b[\s,]*)*/i;

/** The sentence without the time it opens with ("In the summer of 1976 Mum took us..." is "Mum
 * took us..."), when what is left still says something (three words or more). `time` is where
 * the sentence's first time phrase starts and ends, counted in the sentence. */
export function withoutOpeningTime(sentence: string, time: { start: number; end: number }) {
  if (!BEFORE_TIME.test(sentence.slice(0, time.start))) return sentence;
  const rest = sentence.slice(time.end).replace(AFTER_TIME, "");
  return tidy(rest).split(" ").length >= 3 ? rest : sentence;
}

/** A title for the moment that starts with `firstSentence`; `openingTime`, where the sentence's
 * first time phrase is, when it has one. */
export function makeTitle(firstSentence: string, openingTime?: { start: number; end: number }) {
  const original = tidy(firstSentence);
  const sentence = openingTime ? withoutOpeningTime(firstSentence, openingTime) : firstSentence;
  let text = tidy(tidy(sentence).replace(FILLERS, "")) || original;
  const clause = /^(.+?)[,;:—–(]/.exec(text)?.[1];
  if (clause && clause.split(" ").length >= 3) text = tidy(clause);
  const words = text.split(" ");
  if (words.length > MAX_WORDS) {
    const kept = words.slice(0, MAX_WORDS - 1);
    // A cut title does not end on "and", "the", "to"...
    while (kept.length > 3 && DANGLING.test(kept[kept.length - 1] as string)) kept.pop();
    text = `${kept.join(" ").replace(/[,;:]+$/, "")}…`;
  }
  if (text.length > TITLE_MAX_CHARS) text = `${text.slice(0, TITLE_MAX_CHARS - 1).trimEnd()}…`;
  return (text[0]?.toUpperCase() ?? "") + text.slice(1) || "A memory";
}
