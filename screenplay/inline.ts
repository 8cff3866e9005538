// Inline Fountain markup → style runs, in one pass with no regular expressions (so hostile input
// cannot cause backtracking). Rules (also in README):
// - `***x***` bold italic, `**x**` bold, `*x*` italic, `_x_` underline; markers do not span lines
//   (callers pass one line at a time).
// - A marker opens only if the same marker character occurs again later on the line; otherwise it
//   is literal text. A closing marker closes the styles it names.
// - `\*`, `\_`, `\\`, `\[` give the literal character.
// - `[[notes]]` are removed (notes are never printed); an unterminated `[[` is literal.
import type { StyleRun } from "./types.ts";

// A character class with no quantifier cannot backtrack, and V8 scans it natively whatever the
// string's representation (a slice of an element's text, one- or two-byte): a charCodeAt loop
// here cost the paginator a sixth of its time.
const MARKUP_CHARACTER = /[*_\\[]/;

/** Could the line carry markup (`*`, `_`, an escape or a note)? */
export function hasMarkup(line: string): boolean {
  return MARKUP_CHARACTER.test(line);
}

/** Parses one line of marked-up text into runs. Adjacent runs with equal styles are merged.
 * Text between markers is taken as slices of the line (not character by character: a long line
 * with one marker would otherwise build a string per character). */
export function parseInline(line: string, opts: { keepNotes?: boolean } = {}): StyleRun[] {
  if (!hasMarkup(line)) return line.length > 0 ? [{ text: line }] : [];
  const runs: StyleRun[] = [];
  let bold = false;
  let italic = false;
  let underline = false;
  // The current run's text: `buf`, then the line from `seg` up to where the scan is.
  let buf = "";
  let seg = 0;
  const lastStar = line.lastIndexOf("*");
  const lastUnder = line.lastIndexOf("_");
  // A `[[` after the last `]]` of the line can never close: knowing that without searching keeps
  // a line of a million `[[` linear (searching from each one would be quadratic).
  const lastClose = line.lastIndexOf("]]");
  const take = (to: number): void => {
    if (to > seg) buf = buf.length === 0 ? line.slice(seg, to) : buf + line.slice(seg, to);
  };
  const flush = (): void => {
    if (buf.length === 0) return;
    const prev = runs[runs.length - 1];
    if (
      prev &&
      !!prev.bold === bold &&
      !!prev.italic === italic &&
      !!prev.underline === underline
    ) {
      prev.text += buf;
    } else {
      const run: StyleRun = { text: buf };
      if (bold) run.bold = true;
      if (italic) run.italic = true;
      if (underline) run.underline = true;
      runs.push(run);
    }
    buf = "";
  };
  let i = 0;
  const n = line.length;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c === 92 /* \ */ && i + 1 < n) {
      const next = line[i + 1] as string;
      if (next === "*" || next === "_" || next === "\\" || next === "[" || next === "]") {
        take(i);
        buf += next;
        i += 2;
        seg = i;
        continue;
      }
    }
    if (
      c === 91 /* [ */ &&
      line.charCodeAt(i + 1) === 91 &&
      !opts.keepNotes &&
      lastClose >= i + 2
    ) {
      const end = line.indexOf("]]", i + 2);
      if (end !== -1) {
        take(i);
        i = end + 2;
        seg = i;
        continue;
      }
    }
    if (c === 42 /* * */) {
      let k = 1;
      while (k < 3 && line.charCodeAt(i + k) === 42) k++;
      const closing = (k >= 3 && bold && italic) || (k === 2 && bold) || (k === 1 && italic);
      if (closing || lastStar >= i + k) {
        take(i);
        flush();
        if (k >= 3) {
          const to: boolean = !(bold && italic);
          bold = to;
          italic = to;
        } else if (k === 2) bold = !bold;
        else italic = !italic;
        i += k;
        seg = i;
        continue;
      }
      // Stars that open nothing are text.
      i += k;
      continue;
    }
    if (c === 95 /* _ */ && (underline || lastUnder > i)) {
      take(i);
      flush();
      underline = !underline;
      i++;
      seg = i;
      continue;
    }
    i++;
  }
  take(n);
  flush();
  return runs;
}

/** The printed text of a line (markup and notes removed). */
export function plainText(line: string): string {
  const runs = parseInline(line);
  if (runs.length === 1) return (runs[0] as StyleRun).text;
  let s = "";
  for (const r of runs) s += r.text;
  return s;
}

function sameRuns(a: StyleRun[], b: StyleRun[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as StyleRun;
    const y = b[i] as StyleRun;
    if (
      x.text !== y.text ||
      !!x.bold !== !!y.bold ||
      !!x.italic !== !!y.italic ||
      !!x.underline !== !!y.underline
    )
      return false;
  }
  return true;
}

/** Merges adjacent runs with the same style and drops empty ones. */
export function normalizeRuns(runs: StyleRun[]): StyleRun[] {
  const out: StyleRun[] = [];
  for (const r of runs) {
    if (r.text.length === 0) continue;
    const prev = out[out.length - 1];
    if (
      prev &&
      !!prev.bold === !!r.bold &&
      !!prev.italic === !!r.italic &&
      !!prev.underline === !!r.underline
    )
      prev.text += r.text;
    else {
      const n: StyleRun = { text: r.text };
      if (r.bold) n.bold = true;
      if (r.italic) n.italic = true;
      if (r.underline) n.underline = true;
      out.push(n);
    }
  }
  return out;
}

/** Runs of one line → Fountain markup that parses back to the same runs, escaping only where a
 * literal `*`, `_` or `\` would otherwise be read as markup. Notes (`[[…]]`) are kept as text. */
export function markupForRuns(runs: StyleRun[]): string {
  const want = normalizeRuns(runs);
  const wrap = (esc: (t: string) => string): string => {
    let out = "";
    for (const r of want) {
      let t = esc(r.text);
      if (r.underline) t = `_${t}_`;
      if (r.bold && r.italic) t = `***${t}***`;
      else if (r.bold) t = `**${t}**`;
      else if (r.italic) t = `*${t}*`;
      out += t;
    }
    return out;
  };
  const plain = wrap((t) => t);
  if (sameRuns(parseInline(plain, { keepNotes: true }), want)) return plain;
  return wrap(escapeMarkup);
}

/** Escapes characters that would otherwise be read as markup (used by the FDX reader). */
export function escapeMarkup(text: string): string {
  let out = "";
  for (const ch of text) {
    if (ch === "*" || ch === "_" || ch === "\\") out += "\\" + ch;
    else out += ch;
  }
  return out;
}
