import { describe, expect, it } from "vitest";
import type { ImportItem } from "#contracts/imports.ts";
import { importItem } from "./test-items.ts";
import { NO_ITEMS, mergeItems, sameItem } from "./preview-items.ts";

const item = importItem;

const ids = (items: ImportItem[]) => items.map((i) => i.id);

describe("keeping the preview items a poll brings", () => {
  it("orders what arrives in change order by date, undated last, the same moment by id", () => {
    const merged = mergeItems(NO_ITEMS, [
      item("late", "2021-01-01T00:00:00Z"),
      item("none", null),
      item("b", "2019-07-01T08:00:00Z"),
      item("a", "2019-07-01T08:00:00Z"),
    ]);
    expect(ids(merged.list)).toEqual(["a", "b", "late", "none"]);
    expect(merged.byId.get("late")?.text).toBe("text late");
  });

  it("adds the next page's items in their place among the ones already there", () => {
    const first = mergeItems(NO_ITEMS, [item("2019", "2019-05-01T00:00:00Z"), item("x", null)]);
    const next = mergeItems(first, [
      item("2020", "2020-05-01T00:00:00Z"),
      item("2018", "2018-05-01T00:00:00Z"),
    ]);
    expect(ids(next.list)).toEqual(["2018", "2019", "2020", "x"]);
    expect(next.byId.size).toBe(4);
  });

  it("replaces an item by its later copy, once, and keeps every other item's object", () => {
    const bare = item("p", "2019-07-02T00:00:00Z");
    const other = item("q", "2019-07-03T00:00:00Z");
    const first = mergeItems(NO_ITEMS, [bare, other]);
    const ready = { ...bare, media: [{ kind: "image" as const, thumbnailUrl: "/thumb/p" }] };
    const next = mergeItems(first, [ready]);
    expect(next.list).toHaveLength(2);
    expect(next.list[0]).toBe(ready);
    expect(next.list[1]).toBe(other);
    expect(next.byId.get("p")).toBe(ready);
  });

  it("moves an item whose date changed and takes the last copy within one page", () => {
    const first = mergeItems(NO_ITEMS, [
      item("m", "2019-01-01T00:00:00Z"),
      item("n", "2019-02-01T00:00:00Z"),
    ]);
    const next = mergeItems(first, [
      item("m", "2019-03-01T00:00:00Z", { text: "first copy" }),
      item("m", "2019-03-01T00:00:00Z", { text: "second copy" }),
    ]);
    expect(ids(next.list)).toEqual(["n", "m"]);
    expect(next.byId.get("m")?.text).toBe("second copy");
  });

  it("answers the same object when nothing changed, so nothing is drawn again", () => {
    const first = mergeItems(NO_ITEMS, [item("a", null), item("b", "2019-01-01T00:00:00Z")]);
    expect(mergeItems(first, [])).toBe(first);
    // Handed out again with nothing new (a copy equal in every field).
    expect(mergeItems(first, [item("a", null), item("b", "2019-01-01T00:00:00Z")])).toBe(first);
  });

  it("keeps the earlier object of an item handed out again unchanged beside one that changed", () => {
    const same = item("a", "2019-01-01T00:00:00Z");
    const first = mergeItems(NO_ITEMS, [same, item("b", "2019-02-01T00:00:00Z")]);
    const next = mergeItems(first, [
      { ...same, media: [] },
      item("b", "2019-02-01T00:00:00Z", { alreadyImported: true }),
    ]);
    expect(next.list[0]).toBe(same);
    expect(next.byId.get("b")?.alreadyImported).toBe(true);
  });

  it("tells a changed copy by any field the preview shows", () => {
    const base = item("a", "2019-01-01T00:00:00Z", {
      media: [{ kind: "image", thumbnailUrl: null }],
    });
    expect(sameItem(base, { ...base, media: [{ kind: "image", thumbnailUrl: null }] })).toBe(true);
    expect(sameItem(base, { ...base, media: [{ kind: "image", thumbnailUrl: "/t" }] })).toBe(false);
    expect(sameItem(base, { ...base, media: [] })).toBe(false);
    expect(sameItem(base, { ...base, text: "other" })).toBe(false);
    expect(sameItem(base, { ...base, date: null })).toBe(false);
    expect(sameItem(base, { ...base, place: "Porto" })).toBe(false);
    expect(sameItem(base, { ...base, alreadyImported: true })).toBe(false);
  });
});
