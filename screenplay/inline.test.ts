import { describe, expect, it } from "vitest";
import { parseInline, plainText, markupForRuns } from "./inline.ts";

describe("inline emphasis", () => {
  it("reads italic, bold, bold italic and underline", () => {
    expect(parseInline("a *i* **b** ***bi*** _u_")).toEqual([
      { text: "a " },
      { text: "i", italic: true },
      { text: " " },
      { text: "b", bold: true },
      { text: " " },
      { text: "bi", bold: true, italic: true },
      { text: " " },
      { text: "u", underline: true },
    ]);
  });
  it("nests underline with bold", () => {
    expect(parseInline("_**x**_")).toEqual([{ text: "x", bold: true, underline: true }]);
  });
  it("treats a lone marker and escapes as text", () => {
    expect(parseInline("5 * 3")).toEqual([{ text: "5 * 3" }]);
    expect(parseInline("\\*not\\* \\_this\\_")).toEqual([{ text: "*not* _this_" }]);
  });
  it("removes notes but keeps an unterminated [[", () => {
    expect(plainText("a [[note]]b")).toBe("a b");
    expect(plainText("a [[b")).toBe("a [[b");
  });
  it("writes markup back that reads as the same runs", () => {
    for (const s of ["a *i* b", "5 * 3", "**b** and _u_", "x\\*y*z*", "***all***"]) {
      expect(parseInline(markupForRuns(parseInline(s)))).toEqual(parseInline(s));
    }
  });
});
