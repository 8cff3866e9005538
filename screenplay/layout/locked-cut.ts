// Locked pages (production): a page that must start at a given place in the text, whatever fits
// before it. The place is an element and an offset in its printed text (printed-text.ts); inside
// a speech or an action paragraph the block is cut there (with (MORE)/(CONT'D) for a speech), as
// the paginator cuts it at a sentence end.
import type { Block, Row, SourceLine } from "./build-blocks.ts";
import type { LockedBreak } from "./types.ts";
import { findCut, linesOf, type Cut } from "./split-block.ts";
import { nextLineStart } from "./wrap.ts";

/** Does the break fall at the start of a block that starts at element `el`? (A break on an
 * element that prints nothing, before the block, counts too.) */
export function breakAtStart(br: LockedBreak, el: number): boolean {
  return br.element < el || (br.element === el && br.offset === 0);
}

/** The cut of `b` where the break falls inside it, or null when it cannot be honoured there (the
 * place is not in the block's rows still to place). */
export function cutAt(b: Block, br: LockedBreak): Cut | null {
  const cut = findLocked(b, br);
  // After the block's last row: the page starts with the next block, not inside this one.
  return cut && (cut.inside || cut.row < b.rows.length - 1) ? cut : null;
}

function findLocked(b: Block, br: LockedBreak): Cut | null {
  const lines = linesOf(b);
  if (!lines || lines.length === 0) return null;
  const rows = b.rows;
  const from = b.from ?? 0;
  let li = -1;
  for (let k = b.line ?? 0; k < lines.length; k++) {
    const ln = lines[k] as SourceLine;
    if (ln.el !== br.element) continue;
    if (ln.base > br.offset) break;
    li = k;
  }
  if (li === -1) {
    // The element's first line starts the break: cut after the row before it.
    const k = lines.findIndex((l) => l.el === br.element);
    if (k <= 0) return null;
    return after(lines, k, from);
  }
  const ln = lines[li] as SourceLine;
  const o = br.offset - ln.base;
  if (o <= ln.offset) return o === 0 || ln.row === from ? after(lines, li, from) : null;
  const endRow = li + 1 < lines.length ? (lines[li + 1] as SourceLine).row : rows.length;
  const plain = ln.plain;
  let a = ln.offset;
  for (let r = ln.row; r < endRow; r++) {
    const len = (rows[r] as Row).text.length - (a > 0 ? ln.hang : 0);
    const e = a + len;
    const next = nextLineStart(plain, e);
    if (o < next || r === endRow - 1) {
      if (o <= a) return r - 1 >= from ? rowCut(r - 1, li, from) : null;
      let end = Math.min(o, e);
      while (end > a && plain.charCodeAt(end - 1) === 32) end--;
      if (end >= e) return rowCut(r, li, from);
      return { row: r, start: a, end, inside: true, line: li, head: r - from + 1 };
    }
    a = next;
  }
  return null;
}

/** A cut after the last row before line `li`. */
function after(lines: SourceLine[], li: number, from: number): Cut | null {
  const row = (lines[li] as SourceLine).row - 1;
  if (row < from) return null;
  const prev = Math.max(0, li - 1);
  return { row, start: 0, end: 0, inside: false, line: prev, head: row - from + 1 };
}

function rowCut(row: number, li: number, from: number): Cut {
  return { row, start: 0, end: 0, inside: false, line: li, head: row - from + 1 };
}

/** The largest legal cut that leaves the locked cut on the next page: a split at a sentence end
 * before it. */
export function cutBefore(b: Block, forced: Cut, room: number): Cut | null {
  const max = Math.min(room, forced.head - 1);
  return max >= 1 ? findCut(b, max, false) : null;
}

/** Page label suffixes after a locked page: 5A, 5B … 5Z, 5AA. */
export function suffix(n: number): string {
  let s = "";
  let k = n;
  while (k > 0) {
    k--;
    s = String.fromCharCode(65 + (k % 26)) + s;
    k = Math.floor(k / 26);
  }
  return s;
}
