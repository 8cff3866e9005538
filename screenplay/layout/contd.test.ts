// Final Draft's automatic character continueds: the same character speaking again in a scene
// with only action between gets NAME (CONT'D); a print option turns it off; a CONT'D the
// writer typed is never doubled.
import { describe, expect, it } from "vitest";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "./paginate.ts";
import { checkPages } from "./check-pages.ts";
import type { Page } from "./types.ts";

const rows = (p: Page | undefined): Array<[number, string]> =>
  (p?.lines ?? [])
    .filter((l) => l.kind !== "page_number")
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((l) => [l.y, l.text]);
const cues = (p: Page | undefined): string[] =>
  (p?.lines ?? []).filter((l) => l.kind === "character").map((l) => l.text);

const scene = [
  "INT. KITCHEN - DAY",
  "BOB (V.O.)\nMorning.",
  "Bob pours coffee.",
  "BOB\nWant some?",
  "MARY\nNo.",
  "BOB\nSuit yourself.",
  "He drinks. She watches.",
  "BOB (O.S.)\nMore for me.",
  "INT. HALL - DAY",
  "BOB\nBye.",
].join("\n\n");

describe("automatic character continueds", () => {
  it("prints NAME (CONT'D) when the same character speaks again after action only", () => {
    const p = paginate(parseFountain(scene));
    expect(rows(p.pages[0])).toEqual([
      [0, "INT. KITCHEN - DAY"],
      [2, "BOB (V.O.)"],
      [3, "Morning."],
      [5, "Bob pours coffee."],
      [7, "BOB (CONT'D)"],
      [8, "Want some?"],
      [10, "MARY"],
      [11, "No."],
      // Mary spoke in between: no continued.
      [13, "BOB"],
      [14, "Suit yourself."],
      [16, "He drinks. She watches."],
      // The extension stays, the continued comes after it.
      [18, "BOB (O.S.) (CONT'D)"],
      [19, "More for me."],
      // A new scene starts afresh.
      [21, "INT. HALL - DAY"],
      [23, "BOB"],
      [24, "Bye."],
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("is a print option: off, the cues print as written", () => {
    const p = paginate(parseFountain(scene), { autoContd: false });
    expect(cues(p.pages[0])).toEqual(["BOB (V.O.)", "BOB", "MARY", "BOB", "BOB (O.S.)", "BOB"]);
  });

  it("carries across a page turn, with the page's lines exact on both sides", () => {
    const filler = Array.from({ length: 50 }, (_, i) => `filler line ${i + 1}`).join("\n");
    const src = `INT. KITCHEN - DAY\n\nBOB\nMorning.\n\n${filler}\n\nBOB\nWant some?`;
    const p = paginate(parseFountain(src));
    expect(rows(p.pages[0]).slice(0, 4)).toEqual([
      [0, "INT. KITCHEN - DAY"],
      [2, "BOB"],
      [3, "Morning."],
      [5, "filler line 1"],
    ]);
    expect(rows(p.pages[0]).at(-1)).toEqual([54, "filler line 50"]);
    expect(rows(p.pages[1])).toEqual([
      [0, "BOB (CONT'D)"],
      [1, "Want some?"],
    ]);
    const off = paginate(parseFountain(src), { autoContd: false });
    expect(rows(off.pages[1])).toEqual([
      [0, "BOB"],
      [1, "Want some?"],
    ]);
  });

  it("never doubles a CONT'D the writer typed, in any spelling", () => {
    for (const written of [
      "(CONT'D)",
      "(CONT’D)",
      "(cont'd)",
      "(CONTD)",
      "(CONT.)",
      "(CONTINUING)",
    ]) {
      const p = paginate(parseFountain(`BOB\nHello.\n\nHe waves.\n\nBOB ${written}\nAgain.`));
      expect(rows(p.pages[0])).toEqual([
        [0, "BOB"],
        [1, "Hello."],
        [3, "He waves."],
        [5, `BOB ${written.toUpperCase()}`],
        [6, "Again."],
      ]);
      expect(checkPages(p.pages)).toEqual([]);
    }
  });

  it("a continued speech that also crosses a page carries one CONT'D", () => {
    const filler = Array.from({ length: 40 }, (_, i) => `filler line ${i + 1}`).join("\n");
    const speech = Array.from({ length: 14 }, (_, i) => `Sentence number ${i + 1} is here.`);
    const p = paginate(
      parseFountain(`BOB\nHello.\n\n${filler}\n\nBOB (CONT'D)\n${speech.join(" ")}`),
    );
    expect(cues(p.pages[0])).toEqual(["BOB", "BOB (CONT'D)"]);
    expect(rows(p.pages[0]).at(-1)).toEqual([54, "(MORE)"]);
    expect(rows(p.pages[1])[0]).toEqual([0, "BOB (CONT'D)"]);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("knows a character whose cue is forced in lower case", () => {
    const p = paginate(parseFountain("BOB\nHi.\n\nHe waves.\n\n@Bob\nAgain."));
    expect(cues(p.pages[0])).toEqual(["BOB", "BOB (CONT'D)"]);
  });

  it("dual dialogue, transitions and other speakers end the run; notes and sections do not", () => {
    const p = paginate(
      parseFountain(
        [
          "BOB\nOne.",
          "[[a note]]",
          "# Act",
          "BOB\nTwo.",
          "CUT TO:",
          "BOB\nThree.",
          "ADAM\nYes.",
          "EVE ^\nNo.",
          "BOB\nFour.",
        ].join("\n\n"),
      ),
    );
    expect(cues(p.pages[0])).toEqual(["BOB", "BOB (CONT'D)", "BOB", "ADAM", "EVE", "BOB"]);
  });
});

describe("checkPages and continueds", () => {
  it("reports a cue that says it continues twice", () => {
    const page: Page = {
      number: 1,
      label: null,
      forced: false,
      lines: [
        { x: 3.5, y: 0, text: "BOB (CONT'D) (CONT'D)", kind: "character", scene: 0, block: 1 },
        { x: 2.5, y: 1, text: "Hi.", kind: "dialogue", scene: 0, block: 1 },
      ],
    };
    expect(checkPages([page]).map((v) => v.rule)).toEqual(["contd-doubled"]);
  });
});
