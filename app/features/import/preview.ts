import type { ImportItem, ImportSource } from "#contracts/imports.ts";

// The preview's pure rules: items grouped by year and month, the filters (date range, source) and
// the selection (all, none, per month, per item). An item an earlier import already made a scene
// of can never be selected: importing it again would add nothing.

export const UNDATED = "undated";

export type MonthGroup = {
  // "2019-07", or UNDATED for items the archive gives no date.
  key: string;
  items: ImportItem[];
};

export type YearGroup = {
  // "2019", or UNDATED.
  year: string;
  months: MonthGroup[];
};

export type PreviewFilter = {
  // Inclusive calendar days, "YYYY-MM-DD"; empty for no bound.
  from: string;
  to: string;
  // The sources shown; empty shows every source.
  sources: ImportSource[];
};

export const NO_FILTER: PreviewFilter = { from: "", to: "", sources: [] };

// The calendar day and month as the archive wrote them (UTC), so a post never moves to another
// month with the viewer's time zone.
export function dayOf(date: string): string | null {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return null;
  return parsed.toISOString().slice(0, 10);
}

export function monthKeyOf(item: Pick<ImportItem, "date">): string {
  const day = item.date ? dayOf(item.date) : null;
  return day ? day.slice(0, 7) : UNDATED;
}

// Items never change in place (a changed item arrives as a new object), so what is worked out
// from one is kept with it: at each poll thousands of items are compared and grouped again.
const times = new WeakMap<ImportItem, number>();
const monthKeys = new WeakMap<ImportItem, string>();

function timeOf(item: ImportItem): number {
  let time = times.get(item);
  if (time === undefined) {
    time = item.date ? new Date(item.date).getTime() : Number.NaN;
    if (Number.isNaN(time)) time = Number.POSITIVE_INFINITY;
    times.set(item, time);
  }
  return time;
}

function monthKeyOfItem(item: ImportItem): string {
  let key = monthKeys.get(item);
  if (key === undefined) {
    key = monthKeyOf(item);
    monthKeys.set(item, key);
  }
  return key;
}

// The preview's order: oldest first, as the scenes of a life story run; undated items last; the
// same moment by id, so the order never depends on when an item arrived.
export function byDate(a: ImportItem, b: ImportItem): number {
  return timeOf(a) - timeOf(b) || a.id.localeCompare(b.id);
}

// Items already in date order (byDate, as mergeItems keeps them), cut into years and months.
export function groupByMonth(items: ImportItem[]): YearGroup[] {
  const years: YearGroup[] = [];
  for (const item of items) {
    const key = monthKeyOfItem(item);
    const year = key === UNDATED ? UNDATED : key.slice(0, 4);
    let yearGroup = years.at(-1);
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] };
      years.push(yearGroup);
    }
    let month = yearGroup.months.at(-1);
    if (month?.key !== key) {
      month = { key, items: [] };
      yearGroup.months.push(month);
    }
    month.items.push(item);
  }
  return years;
}

export function isFiltered(filter: PreviewFilter): boolean {
  return filter.from !== "" || filter.to !== "" || filter.sources.length > 0;
}

// A date bound leaves out the undated items: they cannot be said to fall inside it.
export function matchesFilter(item: ImportItem, filter: PreviewFilter): boolean {
  if (filter.sources.length > 0 && !filter.sources.includes(item.source)) return false;
  if (filter.from === "" && filter.to === "") return true;
  const day = item.date ? dayOf(item.date) : null;
  if (!day) return false;
  if (filter.from !== "" && day < filter.from) return false;
  if (filter.to !== "" && day > filter.to) return false;
  return true;
}

export function filterItems(items: ImportItem[], filter: PreviewFilter): ImportItem[] {
  return items.filter((item) => matchesFilter(item, filter));
}

// A from-date after the to-date is a mistake the form points at rather than an empty preview.
export function filterError(filter: PreviewFilter): string | null {
  if (filter.from !== "" && filter.to !== "" && filter.from > filter.to) {
    return "The start date is after the end date.";
  }
  return null;
}

export function sourcesIn(items: ImportItem[]): ImportSource[] {
  return [...new Set(items.map((item) => item.source))];
}

export function selectable(item: ImportItem): boolean {
  return !item.alreadyImported;
}

// What a fresh preview starts with: everything not imported before.
export function initialSelection(items: ImportItem[]): Set<string> {
  return new Set(items.filter(selectable).map((item) => item.id));
}

export function selectAll(selected: Set<string>, shown: ImportItem[]): Set<string> {
  const next = new Set(selected);
  for (const item of shown) if (selectable(item)) next.add(item.id);
  return next;
}

export function selectNone(selected: Set<string>, shown: ImportItem[]): Set<string> {
  const next = new Set(selected);
  for (const item of shown) next.delete(item.id);
  return next;
}

export function toggleItem(selected: Set<string>, item: ImportItem): Set<string> {
  if (!selectable(item)) return selected;
  const next = new Set(selected);
  if (next.has(item.id)) next.delete(item.id);
  else next.add(item.id);
  return next;
}

export type GroupState = "all" | "none" | "some";

export function groupState(selected: Set<string>, items: ImportItem[]): GroupState {
  const candidates = items.filter(selectable);
  const chosen = candidates.filter((item) => selected.has(item.id)).length;
  if (candidates.length === 0 || chosen === 0) return "none";
  return chosen === candidates.length ? "all" : "some";
}

// A month's checkbox: a full month clears, any other state fills it.
export function toggleGroup(selected: Set<string>, items: ImportItem[]): Set<string> {
  return groupState(selected, items) === "all"
    ? selectNone(selected, items)
    : selectAll(selected, items);
}

// What "Import N scenes" sends: the selected items the filters show (a filter narrows the import).
export function idsToImport(selected: Set<string>, shown: ImportItem[]): string[] {
  return shown.filter((item) => selectable(item) && selected.has(item.id)).map((item) => item.id);
}

// Keeps a selection across polls: new items that arrive are selected unless imported before,
// items that left are dropped.
export function mergeSelection(
  selected: Set<string>,
  known: { has: (id: string) => boolean },
  items: ImportItem[],
): Set<string> {
  const next = new Set<string>();
  for (const item of items) {
    if (!selectable(item)) continue;
    if (known.has(item.id) ? selected.has(item.id) : true) next.add(item.id);
  }
  return next;
}

// Whether a month would be drawn the same: the same item objects (an item that changed is a new
// object) with the same ones chosen. A poll or a click elsewhere then leaves the month alone.
export function sameMonthView(
  before: { items: ImportItem[]; selected: Set<string> },
  after: { items: ImportItem[]; selected: Set<string> },
): boolean {
  if (before.items.length !== after.items.length) return false;
  return before.items.every(
    (item, index) =>
      item === after.items[index] && before.selected.has(item.id) === after.selected.has(item.id),
  );
}
