import { describe, expect, it } from "vitest";
import { anchorAt, placeAnchor, placeAnchors, type TextAnchor } from "./index.ts";

const script = [
  "INT. KITCHEN - DAY", // 0
  "", // 1
  "Rose folds the letters slowly. The kettle sings.", // 2
  "", // 3
  "GRANDMA ROSE", // 4
  "I kept every letter he ever wrote me.", // 5
  "", // 6
  "LEO", // 7
  "Why did you never tell Mom?", // 8
  "", // 9
  "Rose drops the bread tin without a word.", // 10
].join("\n");

function anchorOn(text: string, quote: string, occurrence = 0): TextAnchor {
  let at = -1;
  for (let i = 0; i <= occurrence; i++) at = text.indexOf(quote, at + 1);
  if (at === -1) throw new Error(`"${quote}" is not in the text`);
  return anchorAt(text, at, at + quote.length);
}

const lines = (text: string) => text.split("\n");
const withLines = (text: string, at: number, ...added: string[]) => {
  const all = lines(text);
  all.splice(at, 0, ...added);
  return all.join("\n");
};
const replaceLine = (text: string, index: number, line: string) => {
  const all = lines(text);
  all[index] = line;
  return all.join("\n");
};

describe("placeAnchor", () => {
  it("finds the words where they were in the same text, exactly", () => {
    const anchor = anchorOn(script, "every letter");
    expect(anchor.line).toBe(5);
    const placed = placeAnchor(script, anchor);
    expect(placed).toMatchObject({ found: true, how: "exact", line: 5 });
  });

  it("follows the line when lines are inserted above it", () => {
    const anchor = anchorOn(script, "every letter");
    const edited = withLines(script, 2, "A clock ticks on the wall.", "");
    expect(placeAnchor(edited, anchor)).toMatchObject({ found: true, how: "exact", line: 7 });
  });

  it("picks the occurrence whose context agrees when the words appear twice", () => {
    const edited = withLines(script, 0, "Rose drops the bread tin again.", "");
    const anchor = anchorOn(script, "drops the bread tin");
    expect(placeAnchor(edited, anchor)).toMatchObject({ found: true, line: 12 });
  });

  it("follows a passage that moved to another place in the script", () => {
    const all = lines(script);
    const moved = [...all.slice(7, 10), ...all.slice(0, 7), ...all.slice(10)].join("\n");
    const anchor = anchorOn(script, "every letter");
    const placed = placeAnchor(moved, anchor);
    expect(placed).toMatchObject({ found: true, line: 8 });
  });

  it("places words whose line was reworded a little, fuzzily, on that line", () => {
    const anchor = anchorOn(script, "every letter he ever wrote");
    const edited = replaceLine(script, 5, "I kept each letter he ever wrote to me.");
    const placed = placeAnchor(edited, anchor);
    expect(placed).toMatchObject({ found: true, how: "fuzzy", line: 5 });
    if (placed.found) expect(placed.anchor.quote).toBe("each letter he ever wrote");
  });

  it("keeps the exact words when only the words around them changed", () => {
    const anchor = anchorOn(script, "the letters");
    const edited = replaceLine(
      script,
      2,
      "Rose sorts the letters in the half dark. The kettle sings.",
    );
    expect(placeAnchor(edited, anchor)).toMatchObject({ found: true, how: "exact", line: 2 });
  });

  it("matches words selected as displayed (capitals, markup) against the source", () => {
    const source = script
      .replace("INT. KITCHEN - DAY", "int. kitchen - day")
      .replace("every letter", "*every* letter");
    const heading = {
      quote: "INT. KITCHEN",
      prefix: "",
      suffix: " - DAY\n\nRose folds the lette",
      line: 0,
    };
    expect(placeAnchor(source, heading)).toMatchObject({ found: true, how: "exact", line: 0 });
    const emphasised = placeAnchor(source, anchorOn(script, "every letter he"));
    expect(emphasised).toMatchObject({ found: true, how: "exact", line: 5 });
    if (emphasised.found) expect(emphasised.anchor.quote).toBe("*every* letter he");
  });

  it("matches words across changed white space", () => {
    const anchor = anchorOn(script, "every letter he");
    const edited = script.replace("every letter he", "every  letter\the");
    expect(placeAnchor(edited, anchor)).toMatchObject({ found: true, line: 5 });
  });

  it("answers not found when the passage was deleted, even if its words appear elsewhere", () => {
    const anchor = anchorOn(script, "without a word");
    const elsewhere = withLines(script, 0, "Dad leaves without a word.", "");
    const deleted = lines(elsewhere).slice(0, 11).join("\n");
    const placed = placeAnchor(deleted, anchor);
    expect(placed).toEqual({ found: false, anchor: { ...anchor, line: null } });
  });

  it("does not put a short common word on another line when its own line is gone", () => {
    const anchor = anchorOn(script, "the", 1);
    const deleted = lines(script).slice(0, 9).join("\n");
    expect(placeAnchor(deleted, anchor).found).toBe(false);
  });

  it("answers not found when the words were rewritten beyond recognition", () => {
    const anchor = anchorOn(script, "Why did you never tell Mom?");
    const edited = replaceLine(script, 8, "So that is where the money went.");
    expect(placeAnchor(edited, anchor).found).toBe(false);
  });

  it("matches a long quote (past bitap's 32 characters) by its head and tail", () => {
    const quote = "I kept every letter he ever wrote me.";
    const anchor = anchorOn(script, quote);
    const edited = withLines(
      replaceLine(script, 5, "I kept every single letter he ever wrote me."),
      0,
      "FADE IN:",
      "",
    );
    const placed = placeAnchor(edited, anchor);
    expect(placed).toMatchObject({ found: true, how: "fuzzy", line: 7 });
    if (placed.found)
      expect(placed.anchor.quote).toBe("I kept every single letter he ever wrote me.");
  });

  it("never places an anchor of nothing but white space", () => {
    expect(placeAnchor(script, { quote: " ", prefix: "", suffix: "", line: 0 }).found).toBe(false);
  });

  it("places many anchors on one text as it places each", () => {
    const anchors = [anchorOn(script, "LEO"), anchorOn(script, "bread tin")];
    expect(placeAnchors(script, anchors).map((p) => p.found && p.line)).toEqual([7, 10]);
  });
});
