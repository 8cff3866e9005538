// Speeches and action split at any sentence end (README "Break rules"), each case forced by a
// constructed script, with the exact lines of both pages.
import { describe, expect, it } from "vitest";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "./paginate.ts";
import { checkPages } from "./check-pages.ts";
import type { Page } from "./types.ts";
import { DIALOGUE } from "./geometry.ts";

/** n lines of action that cannot split (no sentence ends). */
const filler = (n: number): string =>
  Array.from({ length: n }, (_, i) => `filler line ${i + 1}`).join("\n");
const rows = (p: Page | undefined): Array<[number, string]> =>
  (p?.lines ?? [])
    .filter((l) => l.kind !== "page_number")
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((l) => [l.y, l.text]);
/** The rows of a page from line `y` down. */
const from = (p: Page | undefined, y: number) => rows(p).filter(([ly]) => ly >= y);

describe("a speech splits at a sentence end inside a line", () => {
  it("cuts after the second sentence, wraps both parts again, (MORE) and NAME (CONT'D)", () => {
    // Room for the cue and three lines: the third line holds no sentence end, so the speech is
    // cut after "off.", in the middle of its second line; the rest is wrapped afresh.
    const p = paginate(
      parseFountain(
        `${filler(49)}\n\nBOB\nI came home late that night. The lights were off. Nobody was waiting up for me, not even the dog, who always waited for me by the door. I knew then.`,
      ),
    );
    expect(from(p.pages[0], 48)).toEqual([
      [48, "filler line 49"],
      [50, "BOB"],
      [51, "I came home late that night. The"],
      [52, "lights were off."],
      [53, "(MORE)"],
    ]);
    expect(rows(p.pages[1])).toEqual([
      [0, "BOB (CONT'D)"],
      [1, "Nobody was waiting up for me, not"],
      [2, "even the dog, who always waited for"],
      [3, "me by the door. I knew then."],
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("moves the whole speech when no sentence end leaves two lines on each side", () => {
    const noEnd =
      "and then we walked on along the river bank while the sun went down behind the hills and nobody said a word about it, not all the way home, not once";
    const p = paginate(parseFountain(`${filler(49)}\n\nBOB\n${noEnd}`));
    expect(from(p.pages[0], 47)).toEqual([
      [47, "filler line 48"],
      [48, "filler line 49"],
    ]);
    expect(rows(p.pages[1])).toEqual([
      [0, "BOB"],
      [1, "and then we walked on along the"],
      [2, "river bank while the sun went down"],
      [3, "behind the hills and nobody said a"],
      [4, "word about it, not all the way home,"],
      [5, "not once"],
    ]);
    // A sentence end that would leave one line on this page is no help either.
    const early = paginate(
      parseFountain(
        `${filler(49)}\n\nBOB\nNo. And then we walked on along the river bank while the sun went down behind the hills and nobody said a word about it, not all the way home, not once`,
      ),
    );
    expect(from(early.pages[0], 48)).toEqual([[48, "filler line 49"]]);
    expect(rows(early.pages[1])[0]).toEqual([0, "BOB"]);
    expect(checkPages(early.pages)).toEqual([]);
  });

  it("may split before a parenthetical, which then starts the continued speech under the cue", () => {
    // Room for the cue and three lines: the third would be "(quietly)", and a page never ends
    // on a parenthetical, so the cut falls at the end of the line before it.
    const p = paginate(
      parseFountain(
        `${filler(49)}\n\nBOB\nI looked for you everywhere tonight. You were not there.\n(quietly)\nSo I went home and waited for you, all night long, by the window.`,
      ),
    );
    expect(from(p.pages[0], 48)).toEqual([
      [48, "filler line 49"],
      [50, "BOB"],
      [51, "I looked for you everywhere tonight."],
      [52, "You were not there."],
      [53, "(MORE)"],
    ]);
    expect(rows(p.pages[1])).toEqual([
      [0, "BOB (CONT'D)"],
      [1, "(quietly)"],
      [2, "So I went home and waited for you,"],
      [3, "all night long, by the window."],
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("never splits before a parenthetical in the middle of a sentence", () => {
    const p = paginate(
      parseFountain(
        `${filler(49)}\n\nKATE\nI told him we should sell some of the stuff in the garage--\n(waves at it)\n-- but he would not even talk about it with me.`,
      ),
    );
    expect(from(p.pages[0], 48)).toEqual([[48, "filler line 49"]]);
    expect(rows(p.pages[1]).slice(0, 2)).toEqual([
      [0, "KATE"],
      [1, "I told him we should sell some of"],
    ]);
  });

  it("keeps every word once, in order, and wraps each continued part afresh over many pages", () => {
    const sentences = Array.from(
      { length: 400 },
      (_, i) => `Sentence ${i + 1} of the speech goes ${"on ".repeat(i % 7)}here.`,
    );
    const p = paginate(parseFountain(`BOB (V.O.)\n${sentences.join(" ")}`));
    expect(p.pages.length).toBeGreaterThan(4);
    expect(checkPages(p.pages)).toEqual([]);
    const dialogue = p.pages.flatMap((pg) =>
      pg.lines.filter((l) => l.kind === "dialogue").sort((a, b) => a.y - b.y),
    );
    expect(dialogue.map((l) => l.text).join(" ")).toBe(sentences.join(" "));
    // Greedy: the next line's first word never fits at the end of a line (except at a cut).
    for (const pg of p.pages) {
      const d = pg.lines.filter((l) => l.kind === "dialogue").sort((a, b) => a.y - b.y);
      for (let i = 0; i + 1 < d.length; i++) {
        const next = (d[i + 1]?.text ?? "").split(" ")[0] ?? "";
        expect((d[i]?.text.length ?? 0) + 1 + next.length).toBeGreaterThan(DIALOGUE.width);
      }
    }
    for (const pg of p.pages.slice(1)) expect(rows(pg)[0]).toEqual([0, "BOB (V.O.) (CONT'D)"]);
  });
});

describe("action splits at a sentence end inside a line", () => {
  it("cuts after the last sentence that fits, one line or more on each side, no markers", () => {
    // Three rows of room: the cut falls after "again.", inside the third line; the one line
    // left ("Then silence. Nobody moves.") goes on alone, as Final Draft lets action do.
    const p = paginate(
      parseFountain(
        `${filler(51)}\n\nThe house is dark. Rain beats on the windows and the wind howls through the broken shutters. Somewhere a door bangs open and shut, open and shut, over and over again. Then silence. Nobody moves.`,
      ),
    );
    expect(from(p.pages[0], 50)).toEqual([
      [50, "filler line 51"],
      [52, "The house is dark. Rain beats on the windows and the wind"],
      [53, "howls through the broken shutters. Somewhere a door bangs"],
      [54, "open and shut, open and shut, over and over again."],
    ]);
    expect(rows(p.pages[1])).toEqual([[0, "Then silence. Nobody moves."]]);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("cuts a two-line paragraph one and one (the official Big Fish draft, pages 26 and 27)", () => {
    // One row of room at the foot of the page: the first sentence stays, the second is wrapped
    // afresh at the head of the next page.
    const p = paginate(
      parseFountain(
        `${filler(53)}\n\nThe other GIRLS SQUEAL in agreement.  Don Price looks over, glowers.\n\nEXT.  NEIGHBORHOOD - DAY`,
      ),
    );
    expect(from(p.pages[0], 52)).toEqual([
      [52, "filler line 53"],
      [54, "The other GIRLS SQUEAL in agreement."],
    ]);
    expect(rows(p.pages[1])).toEqual([
      [0, "Don Price looks over, glowers."],
      [2, "EXT.  NEIGHBORHOOD - DAY"],
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("moves a paragraph whole when no sentence ends before its last line", () => {
    // Two rows, one sentence: its only end is the paragraph's end, which leaves nothing to
    // carry over, so the paragraph moves.
    const p = paginate(
      parseFountain(
        `${filler(53)}\n\nHe runs down the road, past the school and the church and the old mill, and never looks back.`,
      ),
    );
    expect(from(p.pages[0], 52)).toEqual([[52, "filler line 53"]]);
    expect(rows(p.pages[1])).toEqual([
      [0, "He runs down the road, past the school and the church and the"],
      [1, "old mill, and never looks back."],
    ]);
    // No sentence end at all: the same.
    const none = paginate(
      parseFountain(
        `${filler(53)}\n\nand then we walked on along the river bank while the sun went down behind the hills`,
      ),
    );
    expect(from(none.pages[0], 52)).toEqual([[52, "filler line 53"]]);
    expect(rows(none.pages[1])).toEqual([
      [0, "and then we walked on along the river bank while the sun went"],
      [1, "down behind the hills"],
    ]);
    expect(checkPages(p.pages)).toEqual([]);
    expect(checkPages(none.pages)).toEqual([]);
  });

  it("keeps a scene heading with the first sentence of the paragraph under it", () => {
    // Room for the heading and one line of action: a heading needs only the smallest legal
    // head of the block after it, which for action is now one line.
    const p = paginate(
      parseFountain(
        `${filler(51)}\n\nINT. HOUSE - NIGHT\n\nRain falls. The house is dark and the wind howls through the broken shutters all night.`,
      ),
    );
    expect(from(p.pages[0], 50)).toEqual([
      [50, "filler line 51"],
      [52, "INT. HOUSE - NIGHT"],
      [54, "Rain falls."],
    ]);
    expect(rows(p.pages[1])).toEqual([
      [0, "The house is dark and the wind howls through the broken"],
      [1, "shutters all night."],
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("keeps styled text styled on both sides of the cut", () => {
    const p = paginate(
      parseFountain(
        `${filler(51)}\n\nThe house is dark. Rain beats on the windows and the wind howls through the broken shutters. Somewhere a door bangs *open and shut, open and shut,* over and over **again.** ***Then silence.*** Nobody moves.`,
      ),
    );
    const head = p.pages[0]?.lines.find((l) => l.y === 54);
    expect(head?.text).toBe("open and shut, open and shut, over and over again.");
    expect(head?.runs?.[0]).toEqual({ text: "open and shut, open and shut,", italic: true });
    expect(head?.runs?.at(-1)).toEqual({ text: "again.", bold: true });
    const tail = p.pages[1]?.lines.find((l) => l.y === 0);
    expect(tail?.text).toBe("Then silence. Nobody moves.");
    expect(tail?.runs?.[0]).toEqual({ text: "Then silence.", bold: true, italic: true });
  });
});

describe("hostile input stays linear with sentence splits", () => {
  const timed = (f: () => unknown): number => {
    const t0 = performance.now();
    f();
    return performance.now() - t0;
  };
  it("a megabyte of one-line dialogue made of sentences", () => {
    const doc = parseFountain(`BOB\n${"Go. ".repeat(250_000)}`);
    let pages: Page[] = [];
    const ms = timed(() => (pages = paginate(doc).pages));
    expect(pages.length).toBeGreaterThan(500);
    expect(checkPages(pages.slice(0, 50))).toEqual([]);
    expect(ms).toBeLessThan(5000);
  });
  it("a megabyte of one-line action made of sentences", () => {
    const doc = parseFountain("Then he runs. ".repeat(75_000));
    let pages: Page[] = [];
    const ms = timed(() => (pages = paginate(doc).pages));
    expect(pages.length).toBeGreaterThan(300);
    expect(checkPages(pages.slice(0, 50))).toEqual([]);
    expect(ms).toBeLessThan(5000);
  });
});
