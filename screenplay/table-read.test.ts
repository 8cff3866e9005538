import { describe, expect, it } from "vitest";
import { parseFountain } from "./parse/parse-fountain.ts";
import { readingBlocks } from "./reading.ts";
import { castVoices, NARRATOR, type DeviceVoice } from "./table-read-voices.ts";
import { speakerOfCue, speakersByLines, spokenHeading, tableReadLines } from "./table-read.ts";

const SCRIPT = `INT. KITCHEN - NIGHT

Rosa reads the letter twice.

ROSA
(quietly)
I am going.

MARCO (V.O.)
Nobody can stop her now.

ROSA
Not even you.

CUT TO:

EXT. HARBOUR - DAY

The boat is gone.

MARCO
She left.
`;

const lines = (narrator = true) =>
  tableReadLines(readingBlocks(parseFountain(SCRIPT)), { narrator });

describe("the lines of a table read", () => {
  it("reads headings, action and transitions as the narrator and speeches as their speakers", () => {
    expect(lines().map((l) => [l.scene, l.speaker, l.text])).toEqual([
      [0, null, "Interior. Kitchen. Night."],
      [0, null, "Rosa reads the letter twice."],
      [0, "ROSA", "I am going."],
      [0, "MARCO", "Nobody can stop her now."],
      [0, "ROSA", "Not even you."],
      [0, null, "cut to:"],
      [1, null, "Exterior. Harbour. Day."],
      [1, null, "The boat is gone."],
      [1, "MARCO", "She left."],
    ]);
  });

  it("reads only the speeches with the narrator off, scenes still counted", () => {
    expect(lines(false).map((l) => [l.scene, l.speaker])).toEqual([
      [0, "ROSA"],
      [0, "MARCO"],
      [0, "ROSA"],
      [1, "MARCO"],
    ]);
  });

  it("ties each line to the block a reader highlights", () => {
    const blocks = readingBlocks(parseFountain(SCRIPT));
    for (const l of lines()) expect(blocks[l.block]).toBeDefined();
    const rosa = lines().filter((l) => l.speaker === "ROSA");
    expect(blocks[rosa[0]!.block]).toMatchObject({ kind: "speech", cue: "ROSA" });
    // Two speeches of Rosa's, two blocks: the highlight moves from one to the other.
    expect(new Set(rosa.map((l) => l.block)).size).toBe(2);
  });

  it("names the speaker without the cue's extension or (CONT'D)", () => {
    expect(speakerOfCue("ROSA (V.O.) (CONT'D)")).toBe("ROSA");
    expect(speakerOfCue("MRS. KOWALSKA")).toBe("MRS. KOWALSKA");
  });

  it("says headings as words a speech engine reads well", () => {
    expect(spokenHeading("INT./EXT. CAR - MOVING - DAY")).toBe(
      "Interior, exterior. Car. Moving. Day.",
    );
    expect(spokenHeading("EXT. GRANDMA'S GARDEN - LATER")).toBe(
      "Exterior. Grandma's Garden. Later.",
    );
    expect(spokenHeading("ULICA DŁUGA")).toBe("Ulica Długa.");
  });

  it("ranks the speakers by how many lines they have", () => {
    expect(speakersByLines(lines())).toEqual(["ROSA", "MARCO"]);
  });
});

const voice = (id: string, lang = "en-US"): DeviceVoice => ({ id, name: id, lang });

describe("casting voices", () => {
  it("gives the narrator and every character a voice of their own when there are enough", () => {
    const cast = castVoices(["ROSA", "MARCO"], [voice("a"), voice("b"), voice("c")]);
    expect(cast).toEqual({ narrator: "a", byCharacter: { ROSA: "b", MARCO: "c" }, sharing: [] });
  });

  it("with fewer voices than characters, the least speaking share and are named", () => {
    const cast = castVoices(["ROSA", "MARCO", "ANA", "TOM"], [voice("a"), voice("b"), voice("c")]);
    expect(cast.narrator).toBe("a");
    expect(cast.byCharacter.ROSA).toBe("b");
    expect(cast.byCharacter.MARCO).toBe("c");
    // Every voice is in use: the next ones go round the device's voices again.
    expect(cast.sharing).toEqual([
      [NARRATOR, "ANA"],
      ["ROSA", "TOM"],
    ]);
  });

  it("prefers voices in the script's language", () => {
    const cast = castVoices(["ROSA"], [voice("fr", "fr-FR"), voice("en1"), voice("en2", "en_GB")]);
    expect(cast).toMatchObject({ narrator: "en1", byCharacter: { ROSA: "en2" } });
  });

  it("keeps the voices the person picked, and says when a pick is shared", () => {
    const cast = castVoices(["ROSA", "MARCO"], [voice("a"), voice("b"), voice("c")], {
      picks: { MARCO: "a", ROSA: "gone-from-this-device" },
    });
    expect(cast.byCharacter.MARCO).toBe("a");
    expect(cast.narrator).toBe("b");
    expect(cast.byCharacter.ROSA).toBe("c");
    const shared = castVoices(["ROSA", "MARCO"], [voice("a"), voice("b"), voice("c")], {
      picks: { MARCO: "a", ROSA: "a" },
    });
    expect(shared.sharing).toEqual([["ROSA", "MARCO"]]);
  });

  it("casts no narrator when the narrator is off, and nothing without voices", () => {
    expect(castVoices(["ROSA"], [voice("a")], { narrator: false })).toEqual({
      narrator: null,
      byCharacter: { ROSA: "a" },
      sharing: [],
    });
    expect(castVoices(["ROSA"], [])).toEqual({ narrator: null, byCharacter: {}, sharing: [] });
  });
});
