// Locking pages and scene numbers: what is remembered of the script as it was locked. Each page's
// start (the element and the place in its printed text where the page's first line begins) and
// each scene's number. Later versions are laid out against these (apply-lock.ts), so page 6 stays
// page 6 and scene 14 stays scene 14 whatever is written before them.
import type { ScreenplayDocument } from "../types.ts";
import type { Pagination } from "../layout/types.ts";
import { lineSources } from "./line-sources.ts";

export interface PageLock {
  /** Where each locked page starts, in the locked text's elements. */
  pages: Array<{ element: number; offset: number; label: string }>;
  /** Each scene heading of the locked text (by element) and its number. */
  scenes: Array<{ element: number; number: string }>;
}

/** The lock of `doc` as laid out in `pagination` (made with `withSources`, and with the locked
 * numbers already applied when locking again). */
export function lockLayout(doc: ScreenplayDocument, pagination: Pagination): PageLock {
  const sources = lineSources(pagination, doc.elements);
  const pages: PageLock["pages"] = [];
  pagination.pages.forEach((page, p) => {
    const src = sources[p] ?? [];
    let best = -1;
    for (let k = 0; k < page.lines.length; k++) {
      const s = src[k];
      if (!s) continue;
      const l = page.lines[k];
      const b = best === -1 ? undefined : page.lines[best];
      if (!b || (l && (l.y < b.y || (l.y === b.y && l.x < b.x)))) best = k;
    }
    const s = best === -1 ? null : src[best];
    if (!s) return;
    const label = page.label ? page.label.replace(/\.$/, "") : String(page.number);
    pages.push({ element: s.el, offset: s.start, label });
  });
  const scenes: PageLock["scenes"] = [];
  let ordinal = 0;
  doc.elements.forEach((e, element) => {
    if (e.type !== "scene_heading") return;
    ordinal++;
    scenes.push({ element, number: e.sceneNumber ?? String(ordinal) });
  });
  return { pages, scenes };
}
