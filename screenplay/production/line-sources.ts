// Which text each printed line shows: for every line of every page, the element it belongs to and
// the part of that element's printed text (layout/printed-text.ts) it prints. Worked out from the
// pages themselves (the paginator's `blockElements` say where each block starts), by walking each
// element's text the way the wrapper does: a line's text is the next piece of its element, the
// spaces at a break skipped. Cut lines (a speech or action split at a sentence end) and the
// blank lines dropped at the top of a page come out right, because the walk reads the printed
// lines rather than wrapping again.
import type { ScreenplayElement } from "../types.ts";
import type { LineKind, Page, PageLine, Pagination } from "../layout/types.ts";
import { printedText } from "../layout/printed-text.ts";
import { nextLineStart } from "../layout/wrap.ts";

export interface LineSource {
  el: number;
  /** Part of the element's printed text the line shows. */
  start: number;
  end: number;
  /** Dual dialogue: the line stands for every element of its block, [el, el + span). */
  span?: number;
}

const UNTRACED = new Set<LineKind>(["more", "page_number", "scene_number"]);
const WHOLE = new Set<LineKind>(["scene_heading", "transition", "centered"]);

interface Walk {
  block: number;
  el: number;
  end: number;
  cueDone: boolean;
  lines: string[] | undefined;
  li: number;
  a: number;
  base: number;
}

/** Sources of every line, page by page, in the order of `page.lines` (null for lines that print
 * no text of the script: page numbers, (MORE), a continued speech's NAME (CONT'D)). */
export function lineSources(
  pagination: Pagination,
  elements: ScreenplayElement[],
): Array<Array<LineSource | null>> {
  const sourcesOf = pageSources(pagination, elements);
  return pagination.pages.map(sourcesOf);
}

/** The same, one page at a time: the returned function gives a page's sources and must be called
 * for the pages in order. What is done with one page's sources can then be let go before the
 * next page's are worked out (a long script's pages are not all traced at once). */
export function pageSources(
  pagination: Pagination,
  elements: ScreenplayElement[],
): (page: Page) => Array<LineSource | null> {
  const starts = pagination.blockElements;
  if (!starts) throw new Error("lineSources needs a pagination made with withSources");
  let w: Walk | undefined;
  const open = (block: number): Walk => ({
    block,
    el: starts[block] ?? 0,
    end: starts[block + 1] ?? elements.length,
    cueDone: false,
    lines: undefined,
    li: 0,
    a: 0,
    base: 0,
  });
  return (page) =>
    page.lines.map((l) => {
      if (UNTRACED.has(l.kind) || l.block < 0 || !l.kind) return null;
      if (!w || w.block !== l.block) w = open(l.block);
      return trace(w, l, elements);
    });
}

function trace(w: Walk, l: PageLine, elements: ScreenplayElement[]): LineSource | null {
  if (l.column) return { el: w.el, start: 0, end: Number.MAX_SAFE_INTEGER, span: w.end - w.el };
  if (WHOLE.has(l.kind)) return { el: w.el, start: 0, end: Number.MAX_SAFE_INTEGER };
  if (l.kind === "character") {
    if (w.cueDone) return null;
    const e = elements[w.el];
    if (e?.type !== "character") return null;
    return { el: w.el, start: 0, end: Number.MAX_SAFE_INTEGER };
  }
  // A text line: the cue (if any) is behind us.
  if (!w.cueDone) {
    w.cueDone = true;
    if (elements[w.el]?.type === "character") next(w);
  }
  const want = l.kind === "action" ? "action" : l.kind;
  for (let guard = 0; guard < 10_000; guard++) {
    const e = elements[w.el];
    if (!e || w.el >= w.end) return null;
    if (e.type !== want) {
      next(w);
      continue;
    }
    w.lines ??= printedText(e).split("\n");
    const line = w.lines[w.li];
    if (line === undefined) {
      next(w);
      continue;
    }
    const t = l.text;
    if (line.length === 0) {
      w.li++;
      w.base += 1;
      w.a = 0;
      if (t.length === 0) return { el: w.el, start: w.base - 1, end: w.base - 1 };
      continue;
    }
    if (t.length === 0) return null;
    const len = t.length - (w.a > 0 && l.kind === "parenthetical" ? 1 : 0);
    const start = w.base + w.a;
    w.a = nextLineStart(line, w.a + len);
    if (w.a >= line.length) {
      w.base += line.length + 1;
      w.li++;
      w.a = 0;
    }
    return { el: w.el, start, end: start + len };
  }
  return null;
}

function next(w: Walk): void {
  w.el++;
  w.lines = undefined;
  w.li = 0;
  w.a = 0;
  w.base = 0;
}
