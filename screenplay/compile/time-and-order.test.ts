import { describe, expect, it } from "vitest";
import "../test/load-english.ts";
import { draft, headings, story } from "../test/compile-helpers.ts";
import { calendar, day, month, scene, text, year } from "../test/stories/builders.ts";
import { formatStoryDate, superFor } from "./time-on-screen.ts";
import { orderScenes } from "./order-scenes.ts";

describe("time on screen", () => {
  it("names the first dated scene and every move to another year", () => {
    const s = story([
      scene("a", "Tom's letter", { location: "Deck", date: month(1998, 8) }, text("The letter.")),
      scene("b", "Later that month", { location: "Kitchen", date: day(1998, 8, 30) }, text("Tea.")),
      scene("c", "Five years on", { location: "Pier", date: year(2003) }, text("Wind.")),
    ]);
    expect(draft(s)).toBe(
      [
        "EXT. DECK - DAY",
        "SUPER: AUGUST 1998",
        "The letter.",
        "INT. KITCHEN - DAY",
        "Tea.",
        "EXT. PIER - DAY",
        "SUPER: 2003",
        "Wind.",
      ].join("\n\n"),
    );
  });
  it("names a jump of two months or more within a year, not a smaller one", () => {
    expect(superFor(month(1998, 3), month(1998, 5))).toBe("SUPER: MAY 1998");
    expect(superFor(month(1998, 3), day(1998, 4, 2))).toBeUndefined();
    expect(superFor(year(1998), month(1998, 9))).toBeUndefined();
    expect(superFor(undefined, day(1961, 3, 3))).toBe("SUPER: MARCH 3, 1961");
  });
  it("writes a date as precisely as it is known", () => {
    expect([day(1998, 7, 14), month(1998, 7), year(1998)].map(formatStoryDate)).toEqual([
      "JULY 14, 1998",
      "JULY 1998",
      "1998",
    ]);
  });
  it("dates a scene from its calendar element at the element's precision", () => {
    const s = scene(
      "a",
      "Summer",
      { location: "Beach" },
      calendar("1998-07-01", "Summer at the beach", { precision: "month" }),
    );
    expect(draft(story([s]))).toBe("EXT. BEACH - DAY\n\nSUPER: JULY 1998\n\nSummer at the beach.");
  });
  it("prefers the scene's own date to its calendar's", () => {
    const s = scene(
      "a",
      "Summer",
      { location: "Beach", date: year(1997) },
      calendar("1998-07-01", "Swim"),
    );
    expect(draft(story([s]))).toContain("SUPER: 1997");
  });
});

describe("order", () => {
  const a = scene("a", "A", { location: "Kitchen", date: year(2003) });
  const b = scene("b", "B", { location: "Garden" });
  const c = scene("c", "C", { location: "Beach", date: year(1998) });
  const d = scene("d", "D", { location: "Attic", date: year(2001) });
  const ids = (order: Array<{ id: string }>) => order.map((s) => s.id);

  it("follows the beat board first", () => {
    expect(ids(orderScenes([a, b, c, d], ["d", "b"]))).toEqual(["d", "b", "c", "a"]);
  });
  it("else sorts dated scenes by date, an undated scene keeping its place", () => {
    expect(ids(orderScenes([a, b, c, d], undefined))).toEqual(["c", "b", "d", "a"]);
  });
  it("else keeps the scenes' numbers (the given order)", () => {
    const undated = [b, { ...a, date: undefined }, { ...c, date: undefined }];
    expect(ids(orderScenes(undated, []))).toEqual(["b", "a", "c"]);
  });
  it("names the year again when the board goes back in time", () => {
    expect(headings(story([a, c], { notes: { beatsOrder: ["a", "c"] } }))).toEqual([
      "INT. KITCHEN - DAY",
      "EXT. BEACH - DAY",
    ]);
    expect(draft(story([a, c], { notes: { beatsOrder: ["a", "c"] } }))).toBe(
      "INT. KITCHEN - DAY\n\nSUPER: 2003\n\nEXT. BEACH - DAY\n\nSUPER: 1998",
    );
  });
});
