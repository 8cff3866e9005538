// Splitting a speech or an action paragraph across pages (README "Break rules"): the text is cut
// after the last sentence that fits, with at least two lines of a speech, or one line of action,
// on each side (as Final Draft does), and both parts
// are wrapped again (the head's last line ends at the cut; the rest of that source line is
// wrapped afresh from the cut). Worked out only for blocks that reach the end of a page, from
// the rows already laid out: the source lines behind them are read once per block, and a split
// re-wraps only the rows it changes, so a block many pages long costs no more per page than a
// short one.
import type { ScreenplayElement, StyleRun } from "../types.ts";
import type { Block, Row, SourceLine } from "./build-blocks.ts";
import { CONTD, continuedCueName, rowLike } from "./element-rows.ts";
import { ACTION, DIALOGUE } from "./geometry.ts";
import { isTerminal, sentenceEndAt } from "./sentences.ts";
import {
  forEachPrintedLine,
  hasWide,
  lineEnd,
  nextLineStart,
  runCutter,
  sliceRuns,
} from "./wrap.ts";

/** Where a block may be cut: after row `row`, or inside it at `end` (then `inside`). */
export interface Cut {
  /** Index in the block's rows of the last row that stays. */
  row: number;
  /** Offset in the line's printed text where that row starts. */
  start: number;
  /** Offset where the part that stays ends (just past the sentence end). */
  end: number;
  inside: boolean;
  /** Index of the row's source line in the block's lines. */
  line: number;
  /** Rows that stay, counted from the block's first unplaced row (cue rows included). */
  head: number;
}

const cuttable = (k: string): boolean => k === "dialogue" || k === "lyrics" || k === "action";

/** Lines a split must leave on each side: two of a speech, one of action (Final Draft). */
export function minSide(b: Block): number {
  return b.kind === "speech" ? 2 : 1;
}
const widthOf = (k: string): number => (k === "action" ? ACTION.width : DIALOGUE.width);

/** Row index after the rows of one printed line that starts at row `r` (the inverse of the
 * wrapper: each row holds the next piece of the line, the spaces at a break not printed). */
function walkLine(plain: string, rows: Row[], r: number, hang: number): number {
  const n = plain.length;
  if (n === 0) return r + 1;
  let a = 0;
  while (r < rows.length) {
    const len = (rows[r] as Row).text.length - (a > 0 ? hang : 0);
    r++;
    a = nextLineStart(plain, a + len, n);
    if (a >= n) break;
  }
  return r;
}

/** The block's source lines (read on first use); undefined when the block never splits. */
export function linesOf(b: Block): SourceLine[] | undefined {
  if (b.lines) return b.lines;
  const src = b.source;
  if (src === undefined) return undefined;
  const rows = b.rows;
  const lines: SourceLine[] = [];
  let row = 0;
  let el = b.el;
  let base = 0;
  const visitor =
    (kind: SourceLine["kind"], hang: number) =>
    (plain: string, runs: StyleRun[] | undefined): void => {
      lines.push({ kind, el, base, plain, runs, row, offset: 0, hang, wide: hasWide(plain) });
      base += plain.length + 1;
      row = walkLine(plain, rows, row, hang);
    };
  if (typeof src === "string") forEachPrintedLine(src, false, visitor("action", 0));
  else {
    for (let i = b.srcFrom ?? 0; i < (b.srcTo ?? src.length); i++) {
      const e = src[i] as ScreenplayElement;
      el = i;
      base = 0;
      if (e.type === "character") {
        const cue = {
          kind: "character" as const,
          el,
          base,
          plain: "",
          runs: undefined,
          hang: 0,
          wide: false,
        };
        lines.push({ ...cue, row, offset: 0 });
        while (rows[row]?.kind === "character") row++;
      } else if (e.type === "parenthetical") forEachPrintedLine(e.text, false, visitor(e.type, 1));
      else if (e.type === "dialogue" || e.type === "lyrics")
        forEachPrintedLine(e.text, false, visitor(e.type, 0));
    }
  }
  // Rows and source disagree (cannot happen while the wrapper and this reader agree): never
  // split such a block rather than print something wrong.
  b.lines = row === rows.length ? lines : [];
  b.line = 0;
  return b.lines;
}

/** Rows from `r` on, not counting blank rows at the top (they are not printed there). */
function rowsFrom(rows: Row[], r: number): number {
  while (r < rows.length - 1 && (rows[r] as Row).text.length === 0) r++;
  return rows.length - r;
}

/** Rows of a line's text from `s` on when wrapped afresh. */
function rewrapCount(ln: SourceLine, s: number): number {
  const plain = ln.plain;
  const width = widthOf(ln.kind);
  const n = plain.length;
  const wide = ln.wide;
  let m = 0;
  while (s < n) {
    m++;
    s = nextLineStart(plain, lineEnd(plain, s, width, wide), n);
  }
  return m;
}

/** The largest legal cut whose head has at most `maxHead` rows (or, with `smallest`, the
 * smallest legal cut), or null. Looks at no row past `maxHead`. */
export function findCut(b: Block, maxHead: number, smallest: boolean): Cut | null {
  const lines = linesOf(b);
  if (!lines || lines.length === 0) return null;
  const rows = b.rows;
  const from = b.from ?? 0;
  const speech = b.kind === "speech";
  let cueRows = 0;
  if (speech) while (rows[from + cueRows]?.kind === "character") cueRows++;
  const side = minSide(b);
  let best: Cut | null = null;
  for (let li = b.line ?? 0; li < lines.length; li++) {
    const ln = lines[li] as SourceLine;
    if (ln.row - from + 1 > maxHead) break;
    if (!cuttable(ln.kind)) continue;
    const after = lines[li + 1];
    const endRow = after ? after.row : rows.length;
    const plain = ln.plain;
    const n = plain.length;
    // The lower-case test at the end of a line looks at the next line of the same text.
    const nextText = after && after.kind === ln.kind ? after.plain : "";
    let a = ln.offset;
    for (let r = ln.row; r < endRow; r++) {
      const head = r - from + 1;
      if (head > maxHead) return best;
      const e = a + (rows[r] as Row).text.length;
      const next = nextLineStart(plain, e, n);
      if (head - cueRows >= side) {
        for (let k = a; k < e; k++) {
          const c = plain.charCodeAt(k);
          if (!isTerminal(c)) continue;
          const end = sentenceEndAt(plain, k, nextText);
          if (end === -1 || end > e) continue;
          const inside = end < e;
          let tail = rows.length - r - 1;
          if (inside && tail < side)
            tail = rewrapCount(ln, nextLineStart(plain, end, n)) + rows.length - endRow;
          else if (!inside) tail = rowsFrom(rows, r + 1);
          if (tail < side) continue;
          // One object for the answer, not one per candidate.
          if (!best) best = { row: r, start: a, end, inside, line: li, head };
          else {
            best.row = r;
            best.start = a;
            best.end = end;
            best.inside = inside;
            best.line = li;
            best.head = head;
          }
          if (smallest) return best;
        }
      }
      a = next;
    }
  }
  return best;
}

/** The head's last row when the cut falls inside a row: the row up to the sentence end. */
export function cutRow(b: Block, cut: Cut): Row {
  const ln = (b.lines as SourceLine[])[cut.line] as SourceLine;
  const row = b.rows[cut.row] as Row;
  const runs = ln.runs ? sliceRuns(ln.runs, cut.start, cut.end) : undefined;
  const text = ln.plain.slice(cut.start, cut.end);
  return rowLike(row, text, runs, ln.kind === "lyrics");
}

/** Moves the line descriptor at `li` (or a later one) to the line holding row `from`. */
function lineAt(b: Block, li: number, from: number): number {
  const lines = b.lines as SourceLine[];
  while (li + 1 < lines.length && (lines[li + 1] as SourceLine).row <= from) li++;
  const ln = lines[li];
  if (!ln || ln.row >= from) return li;
  // `from` is inside the line: find where its row starts.
  let a = ln.offset;
  for (let r = ln.row; r < from; r++) {
    const len = (b.rows[r] as Row).text.length - (a > 0 ? ln.hang : 0);
    a = nextLineStart(ln.plain, a + len);
  }
  lines[li] = { ...ln, row: from, offset: a };
  return li;
}

/** `NAME (CONT'D)` where the cue stands (the speech's first row), the extension kept. */
function contdRow(b: Block): Row {
  const src = b.source;
  const cue = typeof src === "object" ? src[b.srcFrom ?? 0] : undefined;
  const name = cue?.type === "character" ? continuedCueName(cue.name, cue.extension) : "";
  const x = (b.rows[0] as Row).x;
  return {
    x,
    y: 0,
    text: `${name} ${CONTD}`,
    kind: "character",
    scene: b.scene,
    block: 0,
  };
}

/** Re-wraps the rest of the cut line in place: returns the first row of the new layout. Fresh
 * rows go into the slots of the rows they replace (never more of them), so nothing after them
 * moves; wrapping stops where a fresh row starts where an old one did (the old rows are right
 * from there on) or, in a line longer than `maxRows` rows, by ending one row early at the end
 * of the old row it reached (never printed in practice: the next page's cut comes first). */
function rewrapInPlace(b: Block, cut: Cut, maxRows: number): number {
  const rows = b.rows;
  const lines = b.lines as SourceLine[];
  const ln = lines[cut.line] as SourceLine;
  const plain = ln.plain;
  const n = plain.length;
  const wide = ln.wide;
  const width = widthOf(ln.kind);
  const endRow =
    cut.line + 1 < lines.length ? (lines[cut.line + 1] as SourceLine).row : rows.length;
  const fresh: number[] = [];
  let oldRow = cut.row;
  let oldStart = cut.start;
  let oldNext = nextLineStart(plain, oldStart + (rows[oldRow] as Row).text.length, n);
  let s = nextLineStart(plain, cut.end, n);
  const start = s;
  let sync = endRow;
  while (s < n) {
    while (oldNext <= s && oldRow + 1 < endRow) {
      oldRow++;
      oldStart = oldNext;
      oldNext = nextLineStart(plain, oldStart + (rows[oldRow] as Row).text.length, n);
    }
    if (s === oldStart && fresh.length > 0) {
      sync = oldRow;
      break;
    }
    if (fresh.length >= 2 * maxRows) {
      fresh.push(s, oldStart + (rows[oldRow] as Row).text.length);
      sync = oldRow + 1;
      break;
    }
    const e = lineEnd(plain, s, width, wide);
    fresh.push(s, e);
    s = nextLineStart(plain, e, n);
  }
  const m = fresh.length / 2;
  const model = rows[cut.row] as Row;
  const made: Row[] = [];
  // One cutter for the rows of the line, in order (not a search from the first run per row).
  const cutRuns = ln.runs ? runCutter(ln.runs) : undefined;
  for (let k = 0; k < fresh.length; k += 2) {
    const a = fresh[k] as number;
    const e = fresh[k + 1] as number;
    const runs = cutRuns ? cutRuns(a, e) : undefined;
    made.push(rowLike(model, plain.slice(a, e), runs, ln.kind === "lyrics"));
  }
  let first = sync - m;
  if (first < cut.row) {
    // More fresh rows than old ones (the greedy wrap never does this; kept for safety): make room.
    const grow = cut.row - first;
    rows.splice(sync, 0, ...new Array<Row>(grow).fill(model));
    for (let li = cut.line + 1; li < lines.length; li++) {
      const l = lines[li] as SourceLine;
      lines[li] = { ...l, row: l.row + grow };
    }
    first = cut.row;
  }
  for (let k = 0; k < m; k++) rows[first + k] = made[k] as Row;
  lines[cut.line] = { ...ln, row: first, offset: start };
  return first;
}

/** The part of `b` after the cut (or after row `cut.row` for a cut at a row's end), as a block of
 * its own: a speech gets its `NAME (CONT'D)` cue. The rows array is shared and only the start
 * moves (a placed row's slot is reused for the cue), so a block many pages long is not copied
 * once per page. */
export function remainderAfter(b: Block, cut: Cut | number, maxRows: number): Block {
  const rows = b.rows;
  const lines = b.lines;
  let from: number;
  let line = b.line ?? 0;
  if (typeof cut !== "number" && cut.inside) {
    from = rewrapInPlace(b, cut, maxRows);
    line = cut.line;
  } else {
    from = (typeof cut === "number" ? cut : cut.row) + 1;
    // A blank row at the top of a page is wasted space.
    while (rows.length - from > 1 && rows[from]?.text.length === 0 && !b.extra?.[from]) from++;
    if (lines && lines.length > 0)
      line = lineAt(b, typeof cut === "number" ? line : cut.line, from);
  }
  if (b.kind === "speech") {
    // The slot before `from` holds a row already placed on the previous page: reuse it.
    from--;
    rows[from] = contdRow(b);
  }
  return { ...b, from, spaceBefore: 0, line, minHead: undefined };
}
