// A script in production, laid out: locked page and scene numbers (apply-lock.ts), revision marks
// and revised pages' headers (revision-marks.ts, mark-pages.ts), the revisions on the title page
// (title-revisions.ts), or only the pages a revision changed. One call for the PDF, the preview
// and the reports, over the same paginator as every other page.
import type { ScreenplayDocument } from "../types.ts";
import type { PaginateOptions, Pagination } from "../layout/types.ts";
import { paginate } from "../layout/paginate.ts";
import { alignOnce } from "./align.ts";
import { applyLock } from "./apply-lock.ts";
import type { PageLock } from "./lock-layout.ts";
import { markPages, type RevisionSet } from "./mark-pages.ts";
import { revisionMarks, type Marks } from "./revision-marks.ts";
import { withRevisionList } from "./title-revisions.ts";

export interface ProductionOptions extends PaginateOptions {
  /** Locked pages and scene numbers: the text as it was locked, and its layout then. */
  lock?: { doc: ScreenplayDocument; layout: PageLock } | undefined;
  /** The revisions (0 = the production draft, White), each with the text as it stood when it
   * started (not needed for White), and the one to print: its changes and those before it are
   * marked. `doc` is the text at the end of that revision (the current text for the latest). */
  revisions?: { sets: Array<RevisionSet & { doc?: ScreenplayDocument }>; upTo: number } | undefined;
  /** Only the pages the printed revision changed (and the title page). */
  revisedOnly?: boolean | undefined;
}

export interface ProductionPagination extends Pagination {
  /** The text as laid out: locked scene numbers, OMITTED scenes. */
  doc: ScreenplayDocument;
  /** With revisions: for each page, the latest revision that changed it (0: none). */
  pageRevision?: number[];
}

export function paginateProduction(
  doc: ScreenplayDocument,
  options: ProductionOptions = {},
): ProductionPagination {
  const { lock, revisions, revisedOnly, ...layout } = options;
  let laidOut = doc;
  let origin: Int32Array | undefined;
  const opts: PaginateOptions = { ...layout };
  const align = alignOnce();
  if (lock) {
    const locked = applyLock(lock.doc, lock.layout, doc, align);
    laidOut = locked.doc;
    origin = locked.origin;
    opts.lockedBreaks = locked.breaks;
    opts.sceneNumbers = true;
  }
  const sets = revisions?.sets.filter((s) => s.index <= revisions.upTo) ?? [];
  const marked = revisions !== undefined && revisions.upTo >= 1;
  if (marked) opts.withSources = true;
  const pagination = paginate(laidOut, opts);
  const out: ProductionPagination = { ...pagination, doc: laidOut };
  delete out.blockElements;
  if (!revisions) return out;
  out.titlePage = withRevisionList(pagination.titlePage, sets, revisions.upTo, pagination.geometry);
  if (!marked) return out;
  const versions = sets
    .filter((s) => s.index >= 1)
    .sort((a, b) => a.index - b.index)
    .map((s) => (s.doc ?? doc).elements);
  versions.push(doc.elements);
  const marks = revisionMarks(versions, 1, align);
  const onLaidOut: Marks = origin
    ? Array.from(origin, (o) => (o >= 0 ? marks[o] : undefined))
    : marks;
  const newIn = lock ? pagesNewIn(pagination, opts, lock, sets) : [];
  const { pages, pageRevision } = markPages(
    pagination,
    laidOut.elements,
    onLaidOut,
    sets,
    revisions.upTo,
    newIn,
  );
  out.pages = pages;
  out.pageRevision = pageRevision;
  if (revisedOnly) {
    out.pages = pages.filter((_, i) => pageRevision[i] === revisions.upTo);
    out.pageRevision = out.pages.map(() => revisions.upTo);
  }
  return out;
}

/** For each page of a locked script: the latest revision at whose start its page number did not
 * exist yet (an A page made since), or 0. Each revision's starting text is laid out against the
 * same lock, numbers only. */
function pagesNewIn(
  pagination: Pagination,
  opts: PaginateOptions,
  lock: NonNullable<ProductionOptions["lock"]>,
  sets: Array<RevisionSet & { doc?: ScreenplayDocument }>,
): number[] {
  // Only a page the lock did not have (5A, 7-8) can be new: with none, nothing is laid out again.
  const lockedLabels = new Set(lock.layout.pages.map((p) => p.label));
  const unlocked = (p: Pagination["pages"][number]) =>
    !lockedLabels.has(p.label ? p.label.replace(/\.$/, "") : String(p.number));
  if (!pagination.pages.some(unlocked)) return [];
  const started = sets
    .filter((s) => s.index >= 1 && s.doc)
    .map((s) => {
      const then = applyLock(lock.doc, lock.layout, s.doc as ScreenplayDocument);
      const pages = paginate(then.doc, {
        ...opts,
        withSources: false,
        numbersOnly: true,
        lockedBreaks: then.breaks,
      });
      return { index: s.index, labels: new Set(pages.pages.map((p) => p.label)) };
    });
  return pagination.pages.map((p) => {
    if (!unlocked(p)) return 0;
    let rev = 0;
    for (const s of started) if (!s.labels.has(p.label) && s.index > rev) rev = s.index;
    return rev;
  });
}
