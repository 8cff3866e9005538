import { describe, expect, it } from "vitest";
import { importItem } from "./test-items.ts";
import {
  NO_FILTER,
  UNDATED,
  byDate,
  filterError,
  filterItems,
  groupByMonth,
  groupState,
  idsToImport,
  initialSelection,
  mergeSelection,
  monthKeyOf,
  sameMonthView,
  selectAll,
  selectNone,
  toggleGroup,
  toggleItem,
} from "./preview.ts";

const item = importItem;

const july1 = item("a", "2019-07-01T08:00:00Z");
const july30 = item("b", "2019-07-30T23:30:00Z");
const march = item("c", "2021-03-05T12:00:00Z", { source: "facebook" });
const undated = item("d", null);
const done = item("e", "2019-07-15T10:00:00Z", { alreadyImported: true });
const all = [march, undated, july30, done, july1];

describe("grouping by year and month", () => {
  it("puts items in their UTC month, oldest first, undated last", () => {
    const years = groupByMonth([...all].sort(byDate));
    expect(years.map((y) => y.year)).toEqual(["2019", "2021", UNDATED]);
    expect(years[0]?.months.map((m) => m.key)).toEqual(["2019-07"]);
    expect(years[0]?.months[0]?.items.map((i) => i.id)).toEqual(["a", "e", "b"]);
    expect(years[2]?.months[0]?.items.map((i) => i.id)).toEqual(["d"]);
  });

  it("keeps a late-evening post with a time-zone offset in the month it is in UTC", () => {
    expect(monthKeyOf({ date: "2019-07-31T23:30:00-02:00" })).toBe("2019-08");
    expect(monthKeyOf({ date: "not a date" })).toBe(UNDATED);
  });
});

describe("drawing a month again", () => {
  const month = [july1, done, july30];
  it("is skipped when its items and their choices are the same", () => {
    const before = { items: month, selected: new Set(["a", "c"]) };
    expect(sameMonthView(before, { items: [...month], selected: new Set(["a", "d"]) })).toBe(true);
  });

  it("happens when an item is chosen, changes or arrives", () => {
    const before = { items: month, selected: new Set(["a"]) };
    expect(sameMonthView(before, { items: month, selected: new Set(["a", "b"]) })).toBe(false);
    const thumbnail = { ...july30, media: [{ kind: "image" as const, thumbnailUrl: "/t" }] };
    expect(
      sameMonthView(before, { items: [july1, done, thumbnail], selected: before.selected }),
    ).toBe(false);
    expect(
      sameMonthView(before, {
        items: [...month, item("f", "2019-07-31T00:00:00Z")],
        selected: before.selected,
      }),
    ).toBe(false);
  });
});

describe("filters", () => {
  it("narrows by inclusive calendar days and leaves undated items out of a date range", () => {
    const shown = filterItems(all, { ...NO_FILTER, from: "2019-07-15", to: "2019-07-30" });
    expect(shown.map((i) => i.id)).toEqual(["b", "e"]);
  });

  it("narrows by source", () => {
    expect(filterItems(all, { ...NO_FILTER, sources: ["facebook"] }).map((i) => i.id)).toEqual([
      "c",
    ]);
  });

  it("shows everything without a filter and names a reversed range", () => {
    expect(filterItems(all, NO_FILTER)).toHaveLength(5);
    expect(filterError({ ...NO_FILTER, from: "2020-01-02", to: "2020-01-01" })).toMatch(/after/);
    expect(filterError({ ...NO_FILTER, from: "2020-01-01", to: "2020-01-01" })).toBeNull();
  });
});

describe("selection", () => {
  it("starts with everything except what an earlier import made scenes of", () => {
    expect([...initialSelection(all)].sort()).toEqual(["a", "b", "c", "d"]);
  });

  it("never selects an already imported item, by itself, with its month or with all", () => {
    expect(toggleItem(new Set(), done).has("e")).toBe(false);
    expect(selectAll(new Set(), all).has("e")).toBe(false);
    expect(toggleGroup(new Set(), [july1, done, july30]).has("e")).toBe(false);
  });

  it("a month fills when some or none are chosen and clears when all are", () => {
    const month = [july1, done, july30];
    expect(groupState(new Set(["a"]), month)).toBe("some");
    const full = toggleGroup(new Set(["a", "c"]), month);
    expect(groupState(full, month)).toBe("all");
    const cleared = toggleGroup(full, month);
    expect(groupState(cleared, month)).toBe("none");
    // Other months keep their selection.
    expect(cleared.has("c")).toBe(true);
  });

  it("none clears only what is shown", () => {
    const next = selectNone(initialSelection(all), [july1, july30]);
    expect([...next].sort()).toEqual(["c", "d"]);
  });

  it("imports the selected items the filter shows", () => {
    const selected = initialSelection(all);
    const shown = filterItems(all, { ...NO_FILTER, from: "2019-07-01", to: "2019-07-31" });
    expect(idsToImport(selected, shown)).toEqual(["b", "a"]);
    expect(idsToImport(new Set(["e"]), all)).toEqual([]);
  });

  it("keeps choices across polls and selects items that arrive later", () => {
    const known = new Set(["a", "b"]);
    const next = mergeSelection(new Set(["a"]), known, [july1, july30, march, done]);
    expect([...next].sort()).toEqual(["a", "c"]);
  });
});
