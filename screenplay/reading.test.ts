// The reading view's blocks: what is printed, in order, with the paginator's capitals and
// automatic (CONT'D), and nothing of the page geometry.
import { describe, expect, it } from "vitest";
import { parseFountain } from "./parse/parse-fountain.ts";
import { readingBlocks } from "./reading.ts";
import { paginate } from "./layout/paginate.ts";
import { corpusFile, hasCorpus, readBytes } from "./test/corpus.ts";

const text = (lines: { text: string }[][]) => lines.map((l) => l.map((r) => r.text).join(""));

describe("readingBlocks", () => {
  it("marks the co-writer's invented dialogue, without printing its note", () => {
    const doc = parseFountain(
      "INT. BOAT - DAY\n\nDAD\nCast it past the reeds.\n\nSAM\nThe fish can wait. We can't. [[invented]]\n",
    );
    const speeches = readingBlocks(doc).filter((b) => b.kind === "speech");
    const parts = speeches.flatMap((b) => (b.kind === "speech" ? b.parts : []));
    expect(
      parts.map((p) => [
        p.invented ?? false,
        p.lines
          .flat()
          .map((r) => r.text)
          .join(""),
      ]),
    ).toEqual([
      [false, "Cast it past the reeds."],
      [true, "The fish can wait. We can't."],
    ]);
  });

  it("keeps every printed element in order and leaves out what is never printed", () => {
    const doc = parseFountain(
      [
        "Title: Unprinted",
        "",
        "# Act one",
        "",
        "= The crossing begins.",
        "",
        "int. harbour - dawn #3#",
        "",
        "Rosa waits with **one** suitcase. [[a note]]",
        "",
        "[[A note on its own]]",
        "",
        "~Row, row, row",
        "",
        "ROSA (V.O.)",
        "(quietly)",
        "I never said goodbye.",
        "Not once.",
        "",
        "CUT TO:",
        "",
        ">THE END<",
        "",
        "===",
      ].join("\n"),
    );
    const blocks = readingBlocks(doc);
    expect(blocks.map((b) => b.kind)).toEqual([
      "scene_heading",
      "action",
      "lyrics",
      "speech",
      "transition",
      "centered",
    ]);
    expect(blocks[0]).toMatchObject({ number: "3" });
    expect(text((blocks[0] as { lines: { text: string }[][] }).lines)).toEqual([
      "INT. HARBOUR - DAWN",
    ]);
    expect((blocks[1] as { lines: unknown }).lines).toEqual([
      [{ text: "Rosa waits with " }, { text: "one", bold: true }, { text: " suitcase. " }],
    ]);
    expect(blocks[3]).toEqual({
      kind: "speech",
      cue: "ROSA (V.O.)",
      parts: [
        { kind: "parenthetical", lines: [[{ text: "(quietly)" }]] },
        {
          kind: "dialogue",
          lines: [[{ text: "I never said goodbye." }], [{ text: "Not once." }]],
        },
      ],
    });
  });

  it("adds (CONT'D) where the paginator does, and not when turned off", () => {
    const doc = parseFountain(
      [
        "INT. KITCHEN - DAY",
        "BOB\nMorning.",
        "Bob pours coffee.",
        "BOB (O.S.)\nWant some?",
        "MARY\nNo.",
        "BOB (CONT'D)\nSuit yourself.",
        "INT. HALL - DAY",
        "BOB\nBye.",
      ].join("\n\n"),
    );
    const cues = (autoContd: boolean) =>
      readingBlocks(doc, { autoContd }).flatMap((b) => (b.kind === "speech" ? [b.cue] : []));
    expect(cues(true)).toEqual(["BOB", "BOB (O.S.) (CONT'D)", "MARY", "BOB (CONT'D)", "BOB"]);
    expect(cues(false)).toEqual(["BOB", "BOB (O.S.)", "MARY", "BOB (CONT'D)", "BOB"]);
    const printed = paginate(doc).pages.flatMap((p) =>
      p.lines.filter((l) => l.kind === "character").map((l) => l.text),
    );
    expect(cues(true)).toEqual(printed);
  });

  it("gives dual dialogue as two speeches, left first, and keeps extra blank lines", () => {
    const doc = parseFountain(
      "BRICK\nScrew retirement.\n\nSTEEL ^\nScrew retirement.\n\nThey laugh.\n\n\n\nThey stop.",
    );
    const blocks = readingBlocks(doc);
    expect(blocks.map((b) => (b.kind === "speech" ? `${b.cue}:${b.dual}` : b.kind))).toEqual([
      "BRICK:left",
      "STEEL:right",
      "action",
      "action",
    ]);
    expect(blocks[3]).toMatchObject({ spaceBefore: 2 });
  });

  it("says which element each block starts at, for tracing it back to its source line", () => {
    const doc = parseFountain(
      "INT. HALL - DAY\n\n[[a note]]\n\nBRICK\nHi.\n(beat)\nBye.\n\nSTEEL ^\nHi.\n\n> CUT TO:\n",
    );
    const starts: number[] = [];
    const blocks = readingBlocks(doc, { starts });
    expect(starts).toHaveLength(blocks.length);
    const lines = starts.map((i) => doc.elements[i]?.pos?.line);
    // Blocks: the heading (line 1), BRICK's speech (its cue, line 5), STEEL's (line 10), the
    // transition (line 13); the note prints nothing.
    expect(blocks.map((b) => b.kind)).toEqual(["scene_heading", "speech", "speech", "transition"]);
    expect(lines).toEqual([1, 5, 10, 13]);
  });

  it.skipIf(!hasCorpus)(
    "reads a whole feature script with as many speeches as its pages have",
    () => {
      const doc = parseFountain(readBytes(corpusFile("scripts/Big-Fish.fountain")));
      const blocks = readingBlocks(doc);
      const speeches = blocks.filter((b) => b.kind === "speech" && b.cue !== "").length;
      const cues = doc.elements.filter((e) => e.type === "character").length;
      expect(speeches).toBe(cues);
    },
  );
});
