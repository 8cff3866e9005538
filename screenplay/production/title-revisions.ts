// The title page of a script in production lists its revisions, bottom right above the draft
// date: the production draft (White) and each revision since, with the day it started.
import type { PageGeometry, PageLine } from "../layout/types.ts";
import { CHAR_IN, RIGHT } from "../layout/geometry.ts";
import { columns } from "../layout/wrap.ts";
import { printedDate, revisionTitle } from "./colours.ts";
import type { RevisionSet } from "./mark-pages.ts";

/** The title page's lines with the revisions up to `upTo` listed (a title page is made for a
 * script without one). */
export function withRevisionList(
  title: PageLine[] | null,
  sets: RevisionSet[],
  upTo: number,
  g: PageGeometry,
): PageLine[] {
  const lines = title ? [...title] : [];
  const list = sets
    .filter((s) => s.index <= upTo)
    .sort((a, b) => a.index - b.index)
    .map((s) => `${revisionTitle(s.index)} ${printedDate(s.date)}`);
  if (list.length === 0) return lines;
  // Above what already stands bottom right (notes, draft date), a blank line between.
  let top = g.linesPerPage;
  for (const l of lines) {
    const right = l.x + columns(l.text) * CHAR_IN;
    if (l.y > g.linesPerPage / 2 && Math.abs(right - RIGHT) < 1e-6 && l.y < top) top = l.y;
  }
  let y = (top < g.linesPerPage ? top - 1 : top) - list.length;
  for (const text of list) {
    lines.push({
      x: RIGHT - columns(text) * CHAR_IN,
      y: y++,
      text,
      kind: "title_page",
      scene: -1,
      block: -1,
    });
  }
  return lines;
}
