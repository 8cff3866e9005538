import { describe, expect, it } from "vitest";
import { lineChanges } from "./line-changes";
import { matchLines } from "./line-matches";
import { markDifferences } from "./word-marks";

const marks = (segments: { text: string; marked: boolean }[]) =>
  segments.filter((s) => s.marked).map((s) => s.text);

describe("marking what differs between two versions", () => {
  it("marks the changed words of a line, not the line", () => {
    const result = markDifferences("We swam at noon.", "We rowed at dusk.");
    expect(marks(result.mine)).toEqual(["swam", "noon"]);
    expect(marks(result.theirs)).toEqual(["rowed", "dusk"]);
    expect(result.mine.map((s) => s.text).join("")).toBe("We swam at noon.");
    expect(result.theirs.map((s) => s.text).join("")).toBe("We rowed at dusk.");
  });

  it("marks a run of changed words once, and a line only one side has whole", () => {
    const mine = "INT. KITCHEN\nGrandma rolls the dough.\nEXT. GARDEN";
    const theirs = "INT. KITCHEN\nGrandma rolls the dough. Too many to eat.\nEXT. GARDEN\nRain.";
    const result = markDifferences(mine, theirs);
    expect(marks(result.mine)).toEqual([]);
    expect(marks(result.theirs)).toEqual(["Too many to eat.", "Rain."]);
    expect(result.differs).toBe(true);
  });

  it("marks nothing in equal texts", () => {
    const result = markDifferences("Same.", "Same.");
    expect(result).toEqual({
      mine: [{ text: "Same.", marked: false }],
      theirs: [{ text: "Same.", marked: false }],
      differs: false,
    });
  });

  it("keeps every character of a long script with one edit, and marks only that edit", () => {
    const lines = Array.from({ length: 4_000 }, (_, n) => `Line ${n} of the script.`);
    const mine = lines.join("\n");
    const theirs = mine.replace("Line 2000 of", "Line two thousand of");
    const result = markDifferences(mine, theirs);
    expect(result.mine.map((s) => s.text).join("")).toBe(mine);
    expect(result.theirs.map((s) => s.text).join("")).toBe(theirs);
    expect(marks(result.mine)).toEqual(["2000"]);
    expect(marks(result.theirs)).toEqual(["two thousand"]);
  });
});

describe("the lines two texts share", () => {
  it("lines up the lines both keep, in order", () => {
    expect(matchLines(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])).toEqual([
      [0, 0],
      [2, 2],
      [3, 3],
    ]);
  });

  it("gives up past the edit limit rather than line up texts that share nothing", () => {
    const a = Array.from({ length: 50 }, (_, n) => `a ${n}`);
    const b = Array.from({ length: 50 }, (_, n) => `b ${n}`);
    expect(matchLines(a, b, 10)).toBeNull();
    expect(matchLines(a, b)).toEqual([]);
  });
});

describe("a unified line diff", () => {
  it("lists each line once: kept, removed before what replaces it, added", () => {
    expect(lineChanges(["a", "b", "c"], ["a", "B", "c", "d"])).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
  });
});
