import { describe, expect, it } from "vitest";
import type { SceneElement } from "#contracts/scene-element.ts";
import { dropIndex, moveItem, withoutTitleLine } from "./order";

describe("reordering", () => {
  it("moves an item", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
  it("finds where a dragged card lands from the other cards' midpoints", () => {
    const mids = [50, 150, 250];
    expect(dropIndex(mids, 2, 40)).toBe(0);
    expect(dropIndex(mids, 2, 140)).toBe(1);
    expect(dropIndex(mids, 2, 160)).toBe(2);
    expect(dropIndex(mids, 0, 260)).toBe(2);
    expect(dropIndex(mids, 1, 140)).toBe(1);
  });
});

describe("withoutTitleLine", () => {
  const text = (t: string): SceneElement => ({
    id: "t",
    elementType: "text",
    content: { text: t },
  });
  it("drops the first line when it is the title", () => {
    expect(withoutTitleLine([text("Title\nBody")], "Title")).toEqual([text("Body")]);
    expect(withoutTitleLine([text("Title")], "Title")).toEqual([]);
  });
  it("goes on from a cut title, so an imported caption reads once", () => {
    expect(
      withoutTitleLine(
        [text("Sunset at the lake with everyone from school, the last evening\nMore")],
        "Sunset at the lake with everyone from school…",
      ),
    ).toEqual([text("…the last evening\nMore")]);
    expect(withoutTitleLine([text("Sunset at the lakeside")], "Sunset at the lake…")).toEqual([
      text("…side"),
    ]);
  });
  it("keeps text that doesn't start with the title", () => {
    expect(withoutTitleLine([text("Other\nBody")], "Title")).toEqual([text("Other\nBody")]);
  });
});
