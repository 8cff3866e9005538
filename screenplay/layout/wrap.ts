// Word wrapping on a fixed character grid. East Asian wide characters take two columns (they are
// drawn a full em wide). Linear in the length of the text: each line is found by one backwards
// scan for a space within the width.
import type { StyleRun } from "../types.ts";
import { hasMarkup, parseInline } from "../inline.ts";

export interface WrappedLine {
  text: string;
  /** Absent for plain text. */
  runs?: StyleRun[];
}

export function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

// Scans with a regular expression rather than a charCodeAt loop: V8 runs a character class
// natively on every string representation (see hasMarkup in ../inline.ts).
const MAYBE_WIDE = /[\u1100-\uffff]/;

/** Could the string hold a wide character? (Any code unit from U+1100 up, surrogates included.) */
function hasWide(s: string): boolean {
  return MAYBE_WIDE.test(s);
}

/** Display columns of a string. */
export function columns(s: string): number {
  if (!hasWide(s)) return s.length;
  let n = 0;
  for (const ch of s) n += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
  return n;
}

/** Removes `[[notes]]`, which may span lines inside one element. Unterminated `[[` stays. */
export function stripNotes(text: string): string {
  let i = text.indexOf("[[");
  if (i === -1) return text;
  let out = "";
  let from = 0;
  while (i !== -1) {
    const end = text.indexOf("]]", i + 2);
    if (end === -1) break;
    out += text.slice(from, i);
    from = end + 2;
    i = text.indexOf("[[", from);
  }
  return out + text.slice(from);
}

/** End (exclusive, trailing spaces dropped) of the printed line that starts at `s`: the last
 * space within the width, else the width itself (CJK text, or one word longer than the line). */
export function lineEnd(plain: string, s: number, width: number, wide: boolean): number {
  const n = plain.length;
  // Find the furthest end e such that columns(plain[s, e)) <= width.
  let e: number;
  if (!wide) e = Math.min(n, s + width);
  else {
    let cols = 0;
    e = s;
    while (e < n) {
      const w = isWide(plain.charCodeAt(e)) ? 2 : 1;
      if (cols + w > width) break;
      cols += w;
      e++;
    }
    if (e === s) e = s + 1;
  }
  if (e >= n) return trimEndIndex(plain, s, n);
  // Break at the last space at or before e (a space at e itself is fine: it is dropped).
  let b = e;
  while (b > s && plain.charCodeAt(b) !== 32) b--;
  // No space: CJK text breaks anywhere; a word longer than the line is cut (a dash would lie
  // about the word).
  return b > s ? trimEndIndex(plain, s, b) : e;
}

/** Where the line after one ending at `e` starts: the spaces at a break are not printed. */
export function nextLineStart(plain: string, e: number, n = plain.length): number {
  let s = e;
  while (s < n && plain.charCodeAt(s) === 32) s++;
  return s;
}

export { hasWide };

/** Could capitals change the text? (Cues and headings are mostly written in capitals already:
 * toUpperCase would copy them anyway.) Any non-ASCII character counts as maybe. */
const MAYBE_LOWER = /[a-z\u0080-\uffff]/;

function hasLowerCase(s: string): boolean {
  return MAYBE_LOWER.test(s);
}

function trimEndIndex(s: string, start: number, end: number): number {
  let e = end;
  while (e > start && s.charCodeAt(e - 1) === 32) e--;
  return e;
}

/** Cuts [start, end) out of runs (positions in the concatenated plain text). Ranges are asked
 * for in increasing order, so the cutter resumes at the run where the last range ended: starting
 * from the first run each time would be quadratic on a long line with many styled words. */
export function runCutter(runs: StyleRun[]): (start: number, end: number) => StyleRun[] {
  let first = 0;
  let firstPos = 0;
  return (start, end) => {
    while (first < runs.length && firstPos + (runs[first] as StyleRun).text.length <= start) {
      firstPos += (runs[first] as StyleRun).text.length;
      first++;
    }
    const out: StyleRun[] = [];
    let pos = firstPos;
    for (let k = first; k < runs.length; k++) {
      const r = runs[k] as StyleRun;
      const rs = pos;
      const re = pos + r.text.length;
      pos = re;
      if (re <= start) continue;
      if (rs >= end) break;
      const a = Math.max(start, rs) - rs;
      const b = Math.min(end, re) - rs;
      if (b > a) out.push({ ...r, text: r.text.slice(a, b) });
    }
    return out;
  };
}

/** One range cut out of runs (the split of a block at a sentence end asks for a few). */
export function sliceRuns(runs: StyleRun[], start: number, end: number): StyleRun[] {
  return runCutter(runs)(start, end);
}

function expandTabs(s: string): string {
  return s.indexOf("\t") === -1 ? s : s.replace(/\t/g, "    ");
}

/** Receives each printed line: its text and, when it is styled, its runs. */
export type LineSink = (text: string, runs: StyleRun[] | undefined) => void;

/** Element text (with markup, possibly several lines) → wrapped printable lines. */
export function wrapElementText(
  text: string,
  width: number,
  opts: { upper?: boolean; hang?: number } = {},
): WrappedLine[] {
  const out: WrappedLine[] = [];
  wrapInto(text, width, opts, (t, runs) => out.push(runs ? { text: t, runs } : { text: t }));
  return out;
}

/** Same as wrapElementText, handing each line to `emit` (no intermediate objects). */
export function wrapInto(
  text: string,
  width: number,
  opts: { upper?: boolean; hang?: number },
  emit: LineSink,
): void {
  // Fast path: one short line with no markup (most cues, headings and short dialogue).
  if (
    text.length <= width &&
    text.indexOf("\n") === -1 &&
    !hasMarkup(text) &&
    text.indexOf("\t") === -1 &&
    !hasWide(text)
  ) {
    emit(opts.upper && hasLowerCase(text) ? text.toUpperCase() : text, undefined);
    return;
  }
  const src = text.indexOf("[[") === -1 ? text : stripNotes(text);
  let from = 0;
  while (from <= src.length) {
    let nl = src.indexOf("\n", from);
    if (nl === -1) nl = src.length;
    wrapLine(src.slice(from, nl), width, opts, emit);
    from = nl + 1;
  }
}

/** One source line as it prints: markup removed (its style runs kept), tabs expanded, capitals
 * when asked. Written into `out` (no object per line on this hot path). */
export function printedLine(
  part: string,
  upper: boolean | undefined,
  out: { plain: string; runs: StyleRun[] | undefined },
): void {
  let plain = part.indexOf("\t") === -1 ? part : expandTabs(part);
  let runs: StyleRun[] | undefined;
  if (hasMarkup(part)) {
    runs = parseInline(plain);
    if (upper) runs = runs.map((r) => ({ ...r, text: r.text.toUpperCase() }));
    plain = "";
    for (const r of runs) plain += r.text;
  } else if (upper && hasLowerCase(plain)) {
    plain = plain.toUpperCase();
  }
  out.plain = plain;
  out.runs = runs;
}

/** Calls `visit` with each source line of an element's text as it prints (see printedLine);
 * `[[notes]]` are removed first. The same lines wrapInto wraps. */
export function forEachPrintedLine(
  text: string,
  upper: boolean | undefined,
  visit: (plain: string, runs: StyleRun[] | undefined) => void,
): void {
  const src = text.indexOf("[[") === -1 ? text : stripNotes(text);
  const line = { plain: "", runs: undefined as StyleRun[] | undefined };
  let from = 0;
  while (from <= src.length) {
    let nl = src.indexOf("\n", from);
    if (nl === -1) nl = src.length;
    printedLine(src.slice(from, nl), upper, line);
    visit(line.plain, line.runs);
    from = nl + 1;
  }
}

const scratch = { plain: "", runs: undefined as StyleRun[] | undefined };

/** Wraps one source line (no newline) and emits the printed lines. */
function wrapLine(
  part: string,
  width: number,
  opts: { upper?: boolean; hang?: number },
  emit: LineSink,
): void {
  printedLine(part, opts.upper, scratch);
  const plain = scratch.plain;
  const runs = scratch.runs;
  if (plain.length === 0) {
    emit("", undefined);
    return;
  }
  if (plain.length <= width && !hasWide(plain)) {
    emit(plain, runs);
    return;
  }
  // One line at a time, straight to `emit` (no list of ranges: this runs for every element).
  // A hanging indent makes continuation lines narrower; their pad is printed before them.
  const hang = opts.hang ?? 0;
  const pad = hang === 0 ? "" : hang === 1 ? " " : " ".repeat(hang);
  const cut = runs ? runCutter(runs) : undefined;
  const wide = hasWide(plain);
  const n = plain.length;
  let s = 0;
  let w = width;
  while (s < n) {
    const e = lineEnd(plain, s, w, wide);
    const t = plain.slice(s, e);
    if (!cut) emit(pad && s > 0 ? pad + t : t, undefined);
    else {
      const lineRuns = cut(s, e);
      if (pad && s > 0) emit(pad + t, [{ text: pad }, ...lineRuns]);
      else emit(t, lineRuns);
    }
    s = nextLineStart(plain, e, n);
    w = width - hang;
  }
}
