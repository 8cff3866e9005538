import { describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { parseFountain } from "../parse/parse-fountain.ts";
import { canonicalElements } from "../canonical.ts";
import { writeFdx } from "./write-fdx.ts";
import { readFdx } from "./read-fdx.ts";

const script = parseFountain(
  [
    "EXT. THE LAKE - DAWN",
    "Mist drifts over still water. [[check the season]]",
    "DAD\nCast it past the reeds.",
    "SAM\nThe fish can wait. We can't. [[invented]]",
    "DAD ^\nThen we'll have had the quiet. [[invented]]",
    "DAD\nGo home.",
    "MUM\nWe should go. [[invented]]",
  ].join("\n\n"),
);

describe("FDX script notes", () => {
  const xml = writeFdx(script);
  const content = xml.slice(xml.indexOf("<Content>"), xml.indexOf("</Content>"));

  it("never prints a note: invented dialogue is a Final Draft script note", () => {
    expect(content).not.toContain("[[");
    expect(content).not.toContain("invented");
    expect(content).toContain(
      "<Text>The fish can wait. We can&apos;t. </Text>".replace("&apos;", "'"),
    );
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml);
    const notes = parsed.FinalDraft.ScriptNotes.ScriptNote as Array<Record<string, unknown>>;
    expect(notes.map((n) => [n.Name, n.LifescriptNote])).toEqual([
      ["", "check the season"],
      ["Dramatised dialogue", "invented"],
      ["Dramatised dialogue", "invented"],
      ["Dramatised dialogue", "invented"],
    ]);
    expect(JSON.stringify(notes[1])).toContain("Nobody said these words.");
  });

  it("anchors each note by Final Draft's Range: from its paragraph's start to where it was", () => {
    // "EXT. THE LAKE - DAWN" is 20 characters and a break: the action starts at 21 and its note
    // sits after "Mist drifts over still water. " (30 characters).
    expect(xml).toMatch(/<ScriptNote Id="1" Name="" Range="21,51"/);
    // Then the heading (21), the action (31), DAD's speech (4 + 24), the dual dialogue block (two
    // units and a break), DAD again (4 + 9) and MUM's cue (4): her invented line starts at 100.
    expect(xml).toContain(`Range="100,${100 + "We should go. ".length}"`);
    // Inside the dual block a note is anchored to the block, and says which paragraph it was in.
    expect(xml).toContain('Range="80,82" LifescriptNote="invented" LifescriptPart="1"');
  });

  it("reads back to the same script, notes where they were", () => {
    const back = readFdx(xml);
    expect(canonicalElements(back.elements)).toEqual(canonicalElements(script.elements));
    expect(
      back.elements
        .filter((e) => e.type === "dialogue")
        .map((e) => e.type === "dialogue" && e.text),
    ).toEqual([
      "Cast it past the reeds.",
      "The fish can wait. We can't. [[invented]]",
      "Then we'll have had the quiet. [[invented]]",
      "Go home.",
      "We should go. [[invented]]",
    ]);
  });
});
