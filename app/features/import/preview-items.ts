import type { ImportItem } from "#contracts/imports.ts";
import { byDate } from "./preview";

// The preview's items as the polls bring them. Each GET carries only the items added or changed
// since its cursor, in the order they changed: the page keeps them by id (a later copy replaces
// an earlier one, as when a thumbnail becomes ready) and in date order itself. An item that did
// not change keeps its object, so the months it is in need not be drawn again.

export type PreviewItems = {
  readonly byId: ReadonlyMap<string, ImportItem>;
  // In the preview's order (byDate).
  readonly list: ImportItem[];
};

export const NO_ITEMS: PreviewItems = { byId: new Map(), list: [] };

// Whether a later copy says the same as the one kept (the server may hand an item out again
// with nothing new in it for the preview).
export function sameItem(a: ImportItem, b: ImportItem): boolean {
  return (
    a.id === b.id &&
    a.source === b.source &&
    a.date === b.date &&
    a.text === b.text &&
    a.place === b.place &&
    a.alreadyImported === b.alreadyImported &&
    a.media.length === b.media.length &&
    a.media.every(
      (media, i) =>
        media.kind === b.media[i]?.kind && media.thumbnailUrl === b.media[i]?.thumbnailUrl,
    )
  );
}

export function mergeItems(current: PreviewItems, incoming: readonly ImportItem[]): PreviewItems {
  // The last copy of an id in this page wins; a copy that says the same as the kept one is no
  // change at all.
  const changed = new Map<string, ImportItem>();
  for (const item of incoming) {
    const kept = current.byId.get(item.id);
    if (kept && sameItem(kept, item)) changed.delete(item.id);
    else changed.set(item.id, item);
  }
  if (changed.size === 0) return current;
  const arrived = [...changed.values()].sort(byDate);
  const kept = current.list.filter((item) => !changed.has(item.id));

  // Both runs are in order: one merge, rather than sorting thousands of items at every poll.
  const list: ImportItem[] = [];
  let k = 0;
  let a = 0;
  while (k < kept.length || a < arrived.length) {
    const next =
      a >= arrived.length || (k < kept.length && byDate(kept[k]!, arrived[a]!) <= 0)
        ? kept[k++]!
        : arrived[a++]!;
    list.push(next);
  }

  const byId = new Map(current.byId);
  for (const [id, item] of changed) byId.set(id, item);
  return { byId, list };
}
