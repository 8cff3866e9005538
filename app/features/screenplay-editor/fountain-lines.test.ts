import { describe, expect, it } from "vitest";
import {
  classifyLines,
  enterInsert,
  nextInCycle,
  paragraphStartKind,
  rewriteAs,
} from "./fountain-lines";

describe("editor line classification", () => {
  it("reads a scene as the engine does", () => {
    const lines = [
      "INT. KITCHEN - NIGHT",
      "",
      "Rosa reads the letter.",
      "",
      "ROSA",
      "(quietly)",
      "I am going.",
      "",
      "CUT TO:",
      "",
      "[[a note]]",
    ];
    expect(classifyLines(lines)).toEqual([
      "scene_heading",
      "blank",
      "action",
      "blank",
      "character",
      "parenthetical",
      "dialogue",
      "blank",
      "transition",
      "blank",
      "note",
    ]);
  });

  it("knows forced elements", () => {
    expect(paragraphStartKind(".FLASHBACK")).toBe("scene_heading");
    expect(paragraphStartKind("@McCLANE")).toBe("character");
    expect(paragraphStartKind("!SCREAMS.")).toBe("action");
    expect(paragraphStartKind("> THE END <")).toBe("centered");
    expect(paragraphStartKind("> FADE TO BLACK")).toBe("transition");
  });
});

describe("Tab cycles the element of a line", () => {
  it("action → character → parenthetical → transition → scene heading → action", () => {
    expect(nextInCycle("action", 1)).toBe("character");
    expect(rewriteAs("rosa", "character")).toEqual({ text: "ROSA", cursor: 4 });
    expect(rewriteAs("ROSA", "parenthetical")).toEqual({ text: "(rosa)", cursor: 5 });
    expect(rewriteAs("(cut to)", "transition").text).toBe("> CUT TO");
    expect(rewriteAs("> CUT TO", "scene_heading").text).toBe(".CUT TO");
    expect(rewriteAs(".CUT TO", "action").text).toBe("!CUT TO");
    expect(nextInCycle("scene_heading", 1)).toBe("action");
    expect(nextInCycle("action", -1)).toBe("scene_heading");
  });

  it("starts an empty line as a forced cue, a heading or a transition", () => {
    expect(rewriteAs("", "character")).toEqual({ text: "@", cursor: 1 });
    expect(rewriteAs("", "scene_heading")).toEqual({ text: "INT. ", cursor: 5 });
    expect(rewriteAs("", "parenthetical")).toEqual({ text: "()", cursor: 1 });
  });

  it("switches dialogue to a parenthetical inside a speech", () => {
    expect(nextInCycle("dialogue", 1)).toBe("parenthetical");
    expect(rewriteAs("(beat)", "dialogue").text).toBe("beat");
  });
});

describe("Enter keeps a speech together", () => {
  it("goes from a cue or parenthetical to dialogue, and from dialogue to a new paragraph", () => {
    expect(enterInsert("character", "ROSA")).toBe("\n");
    expect(enterInsert("parenthetical", "(quietly)")).toBe("\n");
    expect(enterInsert("dialogue", "I am going.")).toBe("\n\n");
    expect(enterInsert("scene_heading", "INT. HOUSE - DAY")).toBe("\n\n");
    expect(enterInsert("action", "")).toBe("\n");
  });
});
