import { describe, expect, it } from "vitest";
import { parseEmphasis } from "./emphasis";

describe("parseEmphasis", () => {
  it("reads bold, italic and underline", () => {
    expect(parseEmphasis("a **b** *c* _d_")).toEqual([
      { text: "a ", marks: [] },
      { text: "b", marks: ["bold"] },
      { text: " ", marks: [] },
      { text: "c", marks: ["italic"] },
      { text: " ", marks: [] },
      { text: "d", marks: ["underline"] },
    ]);
  });
  it("nests marks", () => {
    expect(parseEmphasis("**big _day_**")).toEqual([
      { text: "big ", marks: ["bold"] },
      { text: "day", marks: ["bold", "underline"] },
    ]);
    expect(parseEmphasis("*so **very** tired*")).toEqual([
      { text: "so ", marks: ["italic"] },
      { text: "very", marks: ["italic", "bold"] },
      { text: " tired", marks: ["italic"] },
    ]);
  });
  it("leaves unmatched or spaced markers as text", () => {
    expect(parseEmphasis("5 * 3 = 15 and **open")).toEqual([
      { text: "5 * 3 = 15 and **open", marks: [] },
    ]);
    expect(parseEmphasis("** not bold **")).toEqual([{ text: "** not bold **", marks: [] }]);
  });
  it("keeps markup as text, never HTML", () => {
    expect(parseEmphasis("<b>x</b>")).toEqual([{ text: "<b>x</b>", marks: [] }]);
  });
  it("honours escapes", () => {
    expect(parseEmphasis("\\*not italic\\*")).toEqual([{ text: "*not italic*", marks: [] }]);
  });
});
