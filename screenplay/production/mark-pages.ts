// Revision marks on the pages: a `*` in the right margin on every line whose text changed in a
// revision up to the one printed, and on each page with such a line, the name and date of the
// latest revision that touched it in the header, beside the page number (Final Draft's revised
// pages). A page new in a revision (5A) gets its header too: it must be handed out with the
// revision's pages even when it only holds lines pushed off page 5. Marks are added as lines of
// their own, so the PDF writer and the preview draw them like any other line.
import type { Page, PageLine, Pagination } from "../layout/types.ts";
import { CHAR_IN, RIGHT } from "../layout/geometry.ts";
import type { ScreenplayElement } from "../types.ts";
import { revisionTitle, printedDate } from "./colours.ts";
import { pageSources, type LineSource } from "./line-sources.ts";
import type { Marks } from "./revision-marks.ts";

/** Where the mark stands: past the right-hand scene numbers (7.8"), 0.3" from the paper's edge. */
export const MARK_X = 8.2;
export const MARK = "*";

export interface RevisionSet {
  /** 0 = the production draft (White), 1 = Blue, … */
  index: number;
  /** The day it started, YYYY-MM-DD. */
  date: string;
}

export interface MarkedPages {
  pages: Page[];
  /** For each page (by index): the latest revision that changed it, or 0. */
  pageRevision: number[];
}

/** The revision a line shows (the latest one up to `upTo` that changed its text), or 0. */
function lineRevision(src: LineSource, marks: Marks, upTo: number): number {
  let best = 0;
  const last = src.el + (src.span ?? 1);
  for (let el = src.el; el < last; el++) {
    const m = marks[el];
    if (!m) continue;
    for (const r of m.ranges) {
      if (r.rev > upTo || r.rev <= best) continue;
      if (r.start < src.end && r.end > src.start) best = r.rev;
      else if (src.start === src.end && r.start <= src.start && r.end >= src.start) best = r.rev;
    }
    for (const d of m.removed) {
      if (d.rev > upTo || d.rev <= best) continue;
      if (d.at >= src.start && (d.at < src.end || (d.at === src.end && src.span === undefined)))
        best = d.rev;
    }
  }
  return best;
}

export function markPages(
  pagination: Pagination,
  elements: ScreenplayElement[],
  marks: Marks,
  sets: RevisionSet[],
  upTo: number,
  /** For each page (by index): a revision it is new in (an A page that did not exist before
   * it), or 0. Such a page is revised even when no line on it changed. */
  newIn: number[] = [],
): MarkedPages {
  const sourcesOf = pageSources(pagination, elements);
  const byIndex = new Map(sets.map((s) => [s.index, s]));
  const pageRevision: number[] = [];
  const pages = pagination.pages.map((page, p) => {
    const src = sourcesOf(page);
    const rows = new Set<number>();
    let latest = 0;
    page.lines.forEach((l, k) => {
      const s = src[k];
      if (!s) return;
      const rev = lineRevision(s, marks, upTo);
      if (rev === 0) return;
      rows.add(l.y);
      if (rev > latest) latest = rev;
    });
    latest = Math.max(latest, newIn[p] ?? 0);
    pageRevision.push(latest);
    if (latest === 0) return page;
    const added: PageLine[] = [];
    for (const y of [...rows].sort((a, b) => a - b)) {
      added.push({ x: MARK_X, y, text: MARK, kind: "revision_mark", scene: -1, block: -1 });
    }
    const set = byIndex.get(latest);
    const header = `${revisionTitle(latest)}${set ? ` ${printedDate(set.date)}` : ""}`;
    const number = page.lines.find((l) => l.kind === "page_number");
    const end = (number ? number.x : RIGHT) - 0.5;
    added.push({
      x: end - header.length * CHAR_IN,
      y: -3,
      text: header,
      kind: "revision_header",
      scene: -1,
      block: -1,
    });
    return { ...page, lines: [...page.lines, ...added] };
  });
  return { pages, pageRevision };
}
