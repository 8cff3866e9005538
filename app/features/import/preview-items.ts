import type { ImportItem } from "@contracts/imports.ts";
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

export function mergeItems(current: PreviewItems, incoming: readonly ImportItem[]): PreviewItems {
  if (incoming.length === 0) return current;
  // The last copy of an id in this page wins too.
  const latest = new Map<string, ImportItem>();
  for (const item of incoming) latest.set(item.id, item);
  const arrived = [...latest.values()].sort(byDate);
  const kept = current.list.filter((item) => !latest.has(item.id));

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
  for (const [id, item] of latest) byId.set(id, item);
  return { byId, list };
}
