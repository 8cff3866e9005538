// Where a sentence ends: the only places a speech or an action paragraph may be split across
// pages (README "Break rules"). A reader must never meet a page turn in the middle of a
// sentence, so when in doubt a place is not a sentence end: abbreviations, initials, words with
// inner periods (`p.m.`, `U.S.`), a trailing-off `...` or `…` and a period followed by a
// lower-case word are all passed over.

const CLOSERS = new Set(['"', "'", ")", "”", "’", "*", "_", "]", "」", "』", "）"]);

/** Titles and abbreviations that end in a period inside a sentence (compared in capitals). */
const ABBREVIATIONS = new Set([
  "MR",
  "MRS",
  "MS",
  "MESSRS",
  "DR",
  "ST",
  "JR",
  "SR",
  "PROF",
  "REV",
  "FR",
  "LT",
  "SGT",
  "CAPT",
  "COL",
  "GEN",
  "MAJ",
  "CPL",
  "PVT",
  "CMDR",
  "ADM",
  "GOV",
  "SEN",
  "REP",
  "HON",
  "MT",
  "VS",
]);

/** Full stops of Chinese and Japanese text, which need no space after them. */
function isWideTerminal(c: number): boolean {
  return c === 0x3002 /* 。 */ || c === 0xff01 /* ！ */ || c === 0xff1f; /* ？ */
}

/** Could the character code end a sentence? (`…`, like `...`, trails off: it is not an end a
 * reader accepts at a page turn.) */
export function isTerminal(c: number): boolean {
  return c === 46 /* . */ || c === 63 /* ? */ || c === 33 /* ! */ || isWideTerminal(c);
}

function isLetter(s: string, k: number): boolean {
  const c = s.charCodeAt(k);
  if (c < 128) return ((c | 32) >= 97 && (c | 32) <= 122) || c === 46; /* a–z, A–Z, . */
  const ch = s[k] as string;
  return ch.toLowerCase() !== ch.toUpperCase();
}

function isLower(ch: string | undefined): boolean {
  return ch !== undefined && ch !== ch.toUpperCase() && ch === ch.toLowerCase();
}

/** Is the period at `i` part of an abbreviation, an initial or a word with inner periods? */
function abbreviationAt(s: string, i: number): boolean {
  let k = i - 1;
  // The word before the period (letters and inner periods); longer than any abbreviation: no.
  while (k >= 0 && i - k <= 8 && isLetter(s, k)) k--;
  if (i - k > 8) return false;
  const word = s.slice(k + 1, i);
  if (word.length === 0) return false;
  if (word.indexOf(".") !== -1) return true;
  if (word.length === 1 && word === word.toUpperCase()) return true;
  return ABBREVIATIONS.has(word.toUpperCase());
}

/** First character after the spaces at `j` in `s`, else the first of `next`. */
function followingChar(s: string, j: number, next: string): string | undefined {
  while (j < s.length && (s[j] === " " || s[j] === "\t")) j++;
  if (j < s.length) return s[j];
  const t = next.trimStart();
  return t.length ? t[0] : undefined;
}

/** When the character at `i` ends a sentence, the index just past it and any closing quotes or
 * brackets; else -1. `next` is the text that follows `s` (the next source line), for the
 * lower-case test at the end of `s`. */
export function sentenceEndAt(s: string, i: number, next = ""): number {
  const c = s.charCodeAt(i);
  if (!isTerminal(c)) return -1;
  let j = i + 1;
  while (j < s.length && CLOSERS.has(s[j] as string)) j++;
  if (isWideTerminal(c)) return j;
  if (j < s.length && s[j] !== " " && s[j] !== "\t") return -1;
  if (c === 46) {
    // An ellipsis trailing off is not a sentence end that a reader accepts at a break.
    if (s.charCodeAt(i - 1) === 46) return -1;
    if (abbreviationAt(s, i)) return -1;
  }
  if (isLower(followingChar(s, j, next))) return -1;
  return j;
}

/** Ends with a sentence end (see sentenceEndAt), possibly followed by closing quotes or
 * brackets and spaces. `next` is the text that follows. */
export function endsSentence(s: string, next = ""): boolean {
  let i = s.length - 1;
  while (i >= 0 && s[i] === " ") i--;
  while (i >= 0 && CLOSERS.has(s[i] as string)) i--;
  return i >= 0 && sentenceEndAt(s, i, next) !== -1;
}
