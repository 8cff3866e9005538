// An answer cut into sentences, each with where it sits in the answer, so that every other rule can
// work on offsets into the person's own text (which is never rewritten).

export interface Sentence {
  start: number;
  end: number;
  text: string;
  // The first sentence of the answer or of a paragraph (after a blank line).
  paragraphStart: boolean;
}

const ABBREVIATIONS = new Set(
  "mr mrs ms dr st mt prof rev jr sr capt col gen lt sgt fr sq ave rd etc vs approx no nos e.g i.e a.m p.m".split(
    " ",
  ),
);
const END = new Set([".", "!", "?", "…"]);
const CLOSERS = new Set(['"', "”", "’", "'", ")", "]"]);

function endsWithAbbreviation(text: string, dot: number): boolean {
  const before = /([A-Za-z.]+)$/.exec(text.slice(Math.max(0, dot - 12), dot));
  if (!before) return false;
  const word = (before[1] as string).toLowerCase();
  // A single capital is an initial ("J. R. Hartley").
  if (/^[A-Z]$/.test(before[1] as string)) return true;
  return ABBREVIATIONS.has(word.replace(/^\.+/, ""));
}

/** The sentences of `text`, in order. A sentence ends at . ! ? or … (with any closing quotation
 * marks after it) followed by a space and a capital, a digit or an opening quotation mark, outside
 * a quotation, and not after an abbreviation or an initial; and at every line break. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  let paragraphStart = true;
  let inQuote = false;
  const push = (end: number, nextIsParagraph: boolean): void => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) {
      out.push({
        start: start + lead,
        end: start + lead + trimmed.length,
        text: trimmed,
        paragraphStart,
      });
      paragraphStart = false;
    }
    if (nextIsParagraph) paragraphStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === "\n") {
      const blank = /^\n[ \t\r]*\n/.test(text.slice(i, i + 40));
      push(i, blank);
      start = i + 1;
      inQuote = false;
      continue;
    }
    if (ch === "“") inQuote = true;
    else if (ch === "”") inQuote = false;
    else if (ch === '"') inQuote = !inQuote;
    if (!END.has(ch)) continue;
    let j = i + 1;
    while (j < text.length && (END.has(text[j] as string) || CLOSERS.has(text[j] as string))) {
      const c = text[j] as string;
      if (c === '"') inQuote = !inQuote;
      if (c === "”") inQuote = false;
      j++;
    }
    if (inQuote) continue;
    const after = /^[ \t]+(\S)/.exec(text.slice(j, j + 20));
    if (!after) {
      if (j >= text.length) break;
      continue;
    }
    const next = after[1] as string;
    if (!/[\p{Lu}\d"“‘'(]/u.test(next)) continue;
    if (ch === "." && endsWithAbbreviation(text, i)) continue;
    push(j, false);
    start = j;
    i = j - 1;
  }
  push(text.length, false);
  return out;
}
