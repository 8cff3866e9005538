import { describe, expect, it } from "vitest";
import { isBlockedName, distinctNames } from "./blocked-names.ts";
import { placeCommentAnchor } from "./place-comment-anchor.ts";

const text = [
  "int. kitchen - night",
  "",
  "Rosa packs the blue suitcase",
  "by the window.",
  "",
  "INT. KITCHEN - DAY",
  "",
  "Rosa packs again.",
].join("\n");

describe("placing a reader's quote in the Fountain text", () => {
  it("takes the words as they are when they are there", () => {
    expect(
      placeCommentAnchor(text, { quote: "packs again", prefix: "", suffix: "", line: 7 }),
    ).toMatchObject({
      quote: "packs again",
      prefix: "ndow.\n\nINT. KITCHEN - DAY\n\nRosa ",
      line: 7,
    });
  });

  it("finds capitals the page printed, nearest the line the page gave", () => {
    const anchor = { quote: "INT. KITCHEN", prefix: "", suffix: "", line: 0 };
    expect(placeCommentAnchor(text, anchor)).toMatchObject({ quote: "INT. KITCHEN", line: 5 });
    expect(placeCommentAnchor(text, { ...anchor, quote: "INT. KITCHEN - NIGHT" })).toMatchObject({
      quote: "int. kitchen - night",
      line: 0,
    });
    expect(
      placeCommentAnchor(text, { ...anchor, quote: "Int. Kitchen - Day", line: 1 }),
    ).toMatchObject({ quote: "INT. KITCHEN - DAY", line: 5 });
  });

  it("finds words the page joined across a wrapped line, and nothing that is not there", () => {
    const joined = { quote: "suitcase by the window", prefix: "", suffix: "", line: 2 };
    expect(placeCommentAnchor(text, joined)).toMatchObject({
      quote: "suitcase\nby the window",
      line: 2,
    });
    expect(placeCommentAnchor(text, { ...joined, quote: "the red suitcase" })).toBeNull();
    expect(placeCommentAnchor(text, { ...joined, quote: "(.*)" })).toBeNull();
  });
});

describe("blocked names", () => {
  it("match without letter case or surrounding spaces", () => {
    expect(isBlockedName(["Troll"], "  tROLL ")).toBe(true);
    expect(isBlockedName(["Troll"], "Trolls")).toBe(false);
    expect(distinctNames([" Ana ", "ana", "Bea", ""])).toEqual(["Ana", "Bea"]);
  });
});
