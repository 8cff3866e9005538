import type { Import } from "#contracts/imports.ts";
import { type PreviewItems, NO_ITEMS, mergeItems } from "./preview-items";

// What the page knows of an import: the job as its last answer says it, and every preview item
// received so far. A poll asks only for what changed since its cursor, and when the server cut
// the answer (moreItems) it asks again at once with the new cursor until it has everything.

export type ImportJob = Omit<Import, "items" | "itemsCursor" | "moreItems">;

export type ImportView = {
  job: ImportJob;
  items: PreviewItems;
  // Passed back as itemsSince by the next poll.
  cursor: string;
  // True when this poll stopped at MAX_PAGES with more to fetch: the next one goes on at once.
  moreItems: boolean;
};

// Answers one GET /api/imports/{id}, with the cursor of the last answer (none: from the start).
export type FetchImportPage = (itemsSince: string | undefined) => Promise<Import>;

// Pages in one poll at most, so a page never waits on one endless poll: 20 pages of 1,000 items
// cover any archive the limits let in.
export const MAX_PAGES = 20;

// One answer added to what the page knew: its items merged, its job and cursor taken.
export function withAnswer(previous: ImportView | undefined, answer: Import): ImportView {
  const { items: page, itemsCursor, moreItems, ...job } = answer;
  return {
    job,
    items: mergeItems(previous?.items ?? NO_ITEMS, page),
    cursor: itemsCursor,
    moreItems,
  };
}

// onPage hears each page but the last as it arrives, so the first thousand items of a reload can
// be on screen while the rest come (and a poll cut short keeps what it had, with its cursor).
export async function pollImport(
  fetchPage: FetchImportPage,
  previous: ImportView | undefined,
  onPage: (view: ImportView) => void = () => undefined,
): Promise<ImportView> {
  let view = previous;
  for (let pages = 1; ; pages++) {
    view = withAnswer(view, await fetchPage(view?.cursor));
    if (!view.moreItems || pages >= MAX_PAGES) return view;
    onPage(view);
  }
}
