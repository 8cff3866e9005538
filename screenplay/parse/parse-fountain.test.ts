import { describe, expect, it } from "vitest";
import { parseFountain } from "./parse-fountain.ts";
import type { ScreenplayElement } from "../types.ts";

const types = (src: string): string[] => parseFountain(src).elements.map((e) => e.type);
const els = (src: string): ScreenplayElement[] =>
  parseFountain(src).elements.map(({ pos: _pos, ...e }) => e as ScreenplayElement);

describe("title page", () => {
  it("reads keys, multi-line values and indented continuations", () => {
    const doc = parseFountain(
      "Title: Big Fish\nCredit: written by\nAuthor: John August\nContact:\n    me@example.com\n\t(555) 123\nDraft date: 1/2/2003\n\nFADE IN:\n",
    );
    expect(doc.titlePage.entries).toEqual([
      { key: "Title", values: ["Big Fish"] },
      { key: "Credit", values: ["written by"] },
      { key: "Author", values: ["John August"] },
      { key: "Contact", values: ["me@example.com", "(555) 123"] },
      { key: "Draft date", values: ["1/2/2003"] },
    ]);
    expect(els(doc === undefined ? "" : "Title: X\n\nFADE IN:")).toEqual([
      { type: "action", text: "FADE IN:" },
    ]);
  });
  it("does not take a script that starts with FADE IN: for a title page", () => {
    const doc = parseFountain("FADE IN:\n\nINT. HOUSE - DAY\n");
    expect(doc.titlePage.entries).toEqual([]);
    expect(types("FADE IN:\n\nINT. HOUSE - DAY\n")).toEqual(["action", "scene_heading"]);
  });
  it("accepts a full-width colon", () => {
    expect(parseFountain("Title：映画\n\nテスト").titlePage.entries[0]).toEqual({
      key: "Title",
      values: ["映画"],
    });
  });
});

describe("scene headings", () => {
  it.each([
    "INT. HOUSE - DAY",
    "EXT. HOUSE - DAY",
    "EST. HOUSE",
    "INT./EXT. CAR",
    "INT/EXT CAR",
    "I/E CAR",
    "int. house - day",
    "EXT HOUSE DAY",
  ])("%s", (h) => {
    expect(els(`\n${h}\n\nAction.`)[0]).toEqual({ type: "scene_heading", text: h });
  });
  it("is forced with a leading dot but not two", () => {
    expect(els(".KITCHEN\n\n..not a heading")).toEqual([
      { type: "scene_heading", text: "KITCHEN", forced: true },
      { type: "action", text: "..not a heading" },
    ]);
  });
  it("needs a blank line before it", () => {
    expect(types("Some action.\nINT. HOUSE - DAY")).toEqual(["action"]);
  });
  it("reads scene numbers", () => {
    expect(els("INT. HOUSE - DAY #1A#")[0]).toEqual({
      type: "scene_heading",
      text: "INT. HOUSE - DAY",
      sceneNumber: "1A",
    });
    expect(els("INT. HOUSE - FLASHBACK (1944) #I-1-A#")[0]).toMatchObject({ sceneNumber: "I-1-A" });
  });
  it("does not read INTERIOR or ESTABLISHING as headings", () => {
    expect(types("ESTABLISHING\n\nINTERIOR")).toEqual(["action", "action"]);
  });
});

describe("action", () => {
  it("keeps lines, indentation and tabs", () => {
    expect(els("    Four spaces\n\tTab here\nnext")).toEqual([
      { type: "action", text: "    Four spaces\n\tTab here\nnext" },
    ]);
  });
  it("is forced with !", () => {
    expect(els("!BANG\nBANG")).toEqual([{ type: "action", text: "BANG\nBANG", forced: true }]);
  });
  it("keeps extra blank lines between paragraphs", () => {
    expect(els("One.\n\n\n\nTwo.")).toEqual([
      { type: "action", text: "One." },
      { type: "action", text: "\n\nTwo." },
    ]);
  });
});

describe("dialogue", () => {
  it("reads cue, extension, parenthetical and dialogue", () => {
    expect(els("EVE (O.S.)\n(whispering)\nHello.\nStill me.")).toEqual([
      { type: "character", name: "EVE", extension: "(O.S.)" },
      { type: "parenthetical", text: "(whispering)" },
      { type: "dialogue", text: "Hello.\nStill me." },
    ]);
  });
  it("keeps (CONT'D) and (V.O.) extensions", () => {
    expect(els("ADAM (V.O.) (CONT'D)\nHi.")[0]).toEqual({
      type: "character",
      name: "ADAM",
      extension: "(V.O.) (CONT'D)",
    });
  });
  it("needs a letter in the name and a line after the cue", () => {
    expect(types("23 (O.S.)\nNumbers.")).toEqual(["action"]);
    expect(types("SHOUTING ALONE")).toEqual(["action"]);
  });
  it("forces a cue with @", () => {
    expect(els("@McDUCK\nI'm vegan.")[0]).toEqual({
      type: "character",
      name: "McDUCK",
      forced: true,
    });
  });
  it("reads dual dialogue with ^ on the second cue", () => {
    expect(els("ADAM\nYes.\n\nEVE ^\nNo.")).toEqual([
      { type: "character", name: "ADAM", dual: "left" },
      { type: "dialogue", text: "Yes." },
      { type: "character", name: "EVE", dual: "right" },
      { type: "dialogue", text: "No." },
    ]);
  });
  it("keeps dialogue going across a two-space line", () => {
    expect(els("DEALER\nDealer gets a seven.\n  \nHit or stand sir?")[1]).toEqual({
      type: "dialogue",
      text: "Dealer gets a seven.\n\nHit or stand sir?",
    });
  });
  it("reads lyrics inside and outside dialogue", () => {
    expect(els("SINGER\n~These are the songs\n~That I sing.")).toEqual([
      { type: "character", name: "SINGER" },
      { type: "lyrics", text: "These are the songs\nThat I sing." },
    ]);
    expect(els("~Alone")).toEqual([{ type: "lyrics", text: "Alone" }]);
  });
});

describe("transitions, centred text, sections, synopses, notes, page breaks", () => {
  it("reads TO: transitions between blank lines and forced >", () => {
    expect(els("\nCUT TO:\n\n> Burn to white.")).toEqual([
      { type: "transition", text: "CUT TO:" },
      { type: "transition", text: "Burn to white.", forced: true },
    ]);
    expect(types("CUT TO:\nmore")).toEqual(["action"]);
  });
  it("reads centred text", () => {
    expect(els("> THE END <")).toEqual([{ type: "centered", text: "THE END" }]);
  });
  it("reads sections and synopses", () => {
    expect(els("# Act One\n## Seq\n= The first act.")).toEqual([
      { type: "section", level: 1, text: "Act One" },
      { type: "section", level: 2, text: "Seq" },
      { type: "synopsis", text: "The first act." },
    ]);
  });
  it("reads note paragraphs, multi-line notes and keeps inline notes in text", () => {
    expect(els("[[A note.]]\n\n[[Spans\n  lines.]]\n\nAn [[inline]] note.")).toEqual([
      { type: "note", text: "A note." },
      { type: "note", text: "Spans\nlines." },
      { type: "action", text: "An [[inline]] note." },
    ]);
  });
  it("reads page breaks of three or more =", () => {
    expect(types("One.\n\n===\n\nTwo.\n\n=========\n\nThree.")).toEqual([
      "action",
      "page_break",
      "action",
      "page_break",
      "action",
    ]);
  });
  it("removes boneyard, inline and across lines", () => {
    expect(els("Keep /* cut */ this.\n\n/*\nINT. GONE - DAY\n\nGone.\n*/\nAfter.")).toEqual([
      { type: "action", text: "Keep  this." },
      { type: "action", text: "After." },
    ]);
  });
});

describe("input encodings and positions", () => {
  it("accepts CRLF, CR, mixed line ends and a BOM", () => {
    const want = [
      { type: "scene_heading", text: "EXT. A - DAY" },
      { type: "action", text: "One.\nTwo." },
    ];
    expect(els("\uFEFFEXT. A - DAY\r\n\r\nOne.\r\nTwo.")).toEqual(want);
    expect(els("EXT. A - DAY\r\rOne.\rTwo.")).toEqual(want);
    expect(els("EXT. A - DAY\r\n\nOne.\rTwo.")).toEqual(want);
  });
  it("decodes UTF-8 bytes with a BOM and falls back to Windows-1252 for invalid bytes", () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Café.")]);
    expect(els(utf8 as unknown as string)).toEqual([{ type: "action", text: "Café." }]);
    const latin1 = new Uint8Array([0x31, 0x34, 0xb0, 0x20, 0x93, 0x48, 0x69, 0x94]); // 14° “Hi”
    expect(parseFountain(latin1).elements[0]).toMatchObject({ text: "14° \u201cHi\u201d" });
  });
  it("records line and offset of each element", () => {
    const doc = parseFountain("Title: T\n\nINT. A - DAY\n\nAction here.");
    expect(doc.elements.map((e) => e.pos)).toEqual([
      { line: 3, offset: 10 },
      { line: 5, offset: 24 },
    ]);
    const bone = parseFountain("A /* cut */ b.\n\nNext.");
    expect(bone.elements.map((e) => e.pos)).toEqual([
      { line: 1, offset: 0 },
      { line: 3, offset: 16 },
    ]);
  });
});
