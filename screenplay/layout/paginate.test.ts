// Break rules, each forced by a constructed script, with the exact page content asserted.
import { describe, expect, it } from "vitest";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "./paginate.ts";
import { checkPages } from "./check-pages.ts";
import type { Page, PageLine } from "./types.ts";

/** n lines of action that cannot split (no sentence ends). */
const filler = (n: number): string =>
  Array.from({ length: n }, (_, i) => `filler line ${i + 1}`).join("\n");
const body = (p: Page | undefined): PageLine[] =>
  (p?.lines ?? []).filter((l) => l.kind !== "page_number").sort((a, b) => a.y - b.y || a.x - b.x);
const rows = (p: Page | undefined): Array<[number, string]> => body(p).map((l) => [l.y, l.text]);
const last = (p: Page | undefined): PageLine | undefined => body(p).at(-1);
const first = (p: Page | undefined): PageLine | undefined => body(p)[0];

describe("page geometry", () => {
  it("places each element at its indent and wraps at its width", () => {
    const long = "word ".repeat(30).trim();
    const doc = parseFountain(
      `INT. HOUSE - DAY\n\n${long}\n\nBOB\n(${long})\n${long}\n\nCUT TO:\n\n> THE END <`,
    );
    const p = paginate(doc);
    const lines = body(p.pages[0]);
    const by = (k: string) => lines.filter((l) => l.kind === k);
    expect(by("scene_heading")[0]).toMatchObject({ x: 1.5, y: 0, text: "INT. HOUSE - DAY" });
    expect(by("action").map((l) => l.text.length)).toEqual([59, 59, 29]);
    expect(by("action")[0]?.x).toBe(1.5);
    expect(by("character")[0]).toMatchObject({ x: 3.5, text: "BOB" });
    expect(by("parenthetical")[0]?.x).toBe(3.0);
    // One character more than the column's inches hold at 10 per inch, as Final Draft (decision 0016).
    expect(Math.max(...by("parenthetical").map((l) => l.text.length))).toBe(26);
    expect(by("dialogue").every((l) => l.x === 2.5 && l.text.length <= 36)).toBe(true);
    const t = by("transition")[0] as PageLine;
    expect(t.x + t.text.length * 0.1).toBeCloseTo(7.5);
    const c = by("centered")[0] as PageLine;
    expect(c.x + (c.text.length * 0.1) / 2).toBeCloseTo(4.5);
  });
  it('uses the classic 3.7" cue indent when asked', () => {
    const p = paginate(parseFountain("BOB\nHi."), { characterIndent: 3.7 });
    expect(body(p.pages[0])[0]).toMatchObject({ kind: "character", x: 3.7 });
  });
  it("spaces elements like Final Draft: one blank line before heading, action, cue; none inside a speech", () => {
    const p = paginate(
      parseFountain(
        "Action one.\n\nINT. A - DAY\n\nAction two.\n\nBOB\n(quietly)\nHi.\n\nAction three.",
      ),
    );
    expect(rows(p.pages[0])).toEqual([
      [0, "Action one."],
      [2, "INT. A - DAY"],
      [4, "Action two."],
      [6, "BOB"],
      [7, "(quietly)"],
      [8, "Hi."],
      [10, "Action three."],
    ]);
    const two = paginate(parseFountain("Action one.\n\nINT. A - DAY"), { headingSpacing: 2 });
    expect(rows(two.pages[0])).toEqual([
      [0, "Action one."],
      [3, "INT. A - DAY"],
    ]);
  });
  it("numbers pages from 2 at the top right, followed by a period", () => {
    const p = paginate(parseFountain(filler(50) + "\n\n" + filler(50)));
    expect(p.pages).toHaveLength(2);
    expect(p.pages[0]?.label).toBeNull();
    expect(p.pages[0]?.lines.some((l) => l.kind === "page_number")).toBe(false);
    const num = p.pages[1]?.lines.find((l) => l.kind === "page_number");
    expect(num).toMatchObject({ text: "2.", y: -3 });
    expect((num?.x ?? 0) + 0.2).toBeCloseTo(7.5);
  });
  it("has 55 lines on Letter and 59 on A4", () => {
    const doc = parseFountain(filler(200));
    expect(paginate(doc).geometry.linesPerPage).toBe(55);
    expect(body(paginate(doc).pages[0]).length).toBe(55);
    expect(body(paginate(doc, { paper: "a4" }).pages[0]).length).toBe(59);
  });
  it("prints scene numbers in both margins when asked", () => {
    const p = paginate(parseFountain("INT. A - DAY\n\nHi.\n\nINT. B - DAY #7B#\n\nHo."), {
      sceneNumbers: true,
    });
    const nums = body(p.pages[0]).filter((l) => l.kind === "scene_number");
    expect(nums.map((l) => [l.text, l.y, l.x < 1.5 ? "left" : "right"])).toEqual([
      ["1", 0, "left"],
      ["1", 0, "right"],
      ["7B", 4, "left"],
      ["7B", 4, "right"],
    ]);
    expect(p.scenes.map((s) => s.number)).toEqual(["1", "7B"]);
  });
});

describe("break rules", () => {
  it("splits dialogue at a sentence end with (MORE) and NAME (CONT'D)", () => {
    const speech = Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} is here.`).join(
      "\n",
    );
    const p = paginate(parseFountain(`${filler(45)}\n\nBOB (V.O.)\n${speech}`));
    expect(rows(p.pages[0]).slice(45)).toEqual([
      [46, "BOB (V.O.)"],
      ...Array.from({ length: 7 }, (_, i): [number, string] => [
        47 + i,
        `Sentence number ${i + 1} is here.`,
      ]),
      [54, "(MORE)"],
    ]);
    expect(last(p.pages[0])).toMatchObject({ kind: "more", x: 3.5 });
    expect(rows(p.pages[1])).toEqual([
      [0, "BOB (V.O.) (CONT'D)"],
      ...Array.from({ length: 5 }, (_, i): [number, string] => [
        1 + i,
        `Sentence number ${i + 8} is here.`,
      ]),
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });
  it("keeps the extension but not a written (CONT'D) in the continued cue", () => {
    const speech = Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} is here.`).join(
      "\n",
    );
    const p = paginate(parseFountain(`${filler(45)}\n\nEDWARD (V.O.)(CONT'D)\n${speech}`));
    expect(first(p.pages[1])?.text).toBe("EDWARD (V.O.) (CONT'D)");
  });
  it("splits dialogue only where a sentence ends (here at the end of a source line)", () => {
    const lines = [
      "one two three",
      "four five six",
      "seven eight.",
      "Nine ten",
      "eleven twelve",
      "thirteen",
      "fourteen",
      "fifteen",
      "sixteen",
      "seventeen.",
    ];
    const p = paginate(parseFountain(`${filler(45)}\n\nBOB\n${lines.join("\n")}`));
    expect(
      rows(p.pages[0])
        .slice(45)
        .map((r) => r[1]),
    ).toEqual(["BOB", "one two three", "four five six", "seven eight.", "(MORE)"]);
    expect(first(p.pages[1])?.text).toBe("BOB (CONT'D)");
    expect(
      body(p.pages[1])
        .map((l) => l.text)
        .slice(1, 3),
    ).toEqual(["Nine ten", "eleven twelve"]);
  });
  it("moves the whole speech when no sentence end leaves two lines each side", () => {
    const noEnds = Array.from({ length: 10 }, (_, i) => `and then ${i}`).join("\n");
    const p = paginate(parseFountain(`${filler(45)}\n\nBOB\n${noEnds}`));
    expect(last(p.pages[0])?.text).toBe("filler line 45");
    expect(rows(p.pages[1]).slice(0, 2)).toEqual([
      [0, "BOB"],
      [1, "and then 0"],
    ]);
    // Three lines that all end sentences, with room for the cue and one line: whole speech moves.
    const p2 = paginate(parseFountain(`${filler(51)}\n\nBOB\nOne.\nTwo.\nThree.`));
    expect(last(p2.pages[0])?.text).toBe("filler line 51");
    expect(first(p2.pages[1])?.text).toBe("BOB");
  });
  it("never splits after a parenthetical", () => {
    const p = paginate(
      parseFountain(
        `${filler(49)}\n\nBOB\nFirst line.\nSecond line.\n(beat)\nThird line.\nFourth line.\nFifth line.`,
      ),
    );
    // Room for cue + 3 rows + MORE: the split after "(beat)" is not allowed, so it falls after "Second line.".
    expect(
      rows(p.pages[0])
        .slice(49)
        .map((r) => r[1]),
    ).toEqual(["BOB", "First line.", "Second line.", "(MORE)"]);
    expect(body(p.pages[1]).map((l) => l.text)).toEqual([
      "BOB (CONT'D)",
      "(beat)",
      "Third line.",
      "Fourth line.",
      "Fifth line.",
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });
  it("never ends a page on a scene heading", () => {
    const p = paginate(
      parseFountain(`${filler(52)}\n\nINT. HOUSE - DAY\n\nline a\nline b\nline c`),
    );
    expect(last(p.pages[0])?.text).toBe("filler line 52");
    expect(rows(p.pages[1])).toEqual([
      [0, "INT. HOUSE - DAY"],
      [2, "line a"],
      [3, "line b"],
      [4, "line c"],
    ]);
  });
  it("never ends a page on a character cue", () => {
    const fits = paginate(parseFountain(`${filler(52)}\n\nBOB\nHello there.`));
    expect(last(fits.pages[0])?.text).toBe("Hello there.");
    const p = paginate(parseFountain(`${filler(53)}\n\nBOB\nHello there.`));
    expect(last(p.pages[0])?.text).toBe("filler line 53");
    expect(rows(p.pages[1])).toEqual([
      [0, "BOB"],
      [1, "Hello there."],
    ]);
  });
  it("never starts a page with a transition: the block before it comes along", () => {
    const fits = paginate(
      parseFountain(`${filler(51)}\n\nShort.\n\nCUT TO:\n\nINT. B - DAY\n\nMore.`),
    );
    expect(last(fits.pages[0])).toMatchObject({ y: 54, text: "CUT TO:" });
    const p = paginate(
      parseFountain(`${filler(52)}\n\nShort.\n\nCUT TO:\n\nINT. B - DAY\n\nMore.`),
    );
    expect(last(p.pages[0])?.text).toBe("filler line 52");
    expect(rows(p.pages[1]).slice(0, 2)).toEqual([
      [0, "Short."],
      [2, "CUT TO:"],
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });
  it("splits action at a sentence end with at least one line each side", () => {
    const sentences = Array.from({ length: 12 }, (_, i) => `Sentence ${i + 1}.`).join("\n");
    const p = paginate(parseFountain(`${filler(45)}\n\n${sentences}`));
    expect(
      rows(p.pages[0])
        .slice(45)
        .map((r) => r[1]),
    ).toEqual(Array.from({ length: 9 }, (_, i) => `Sentence ${i + 1}.`));
    expect(body(p.pages[1]).map((l) => l.text)).toEqual([
      "Sentence 10.",
      "Sentence 11.",
      "Sentence 12.",
    ]);
    const ten = Array.from({ length: 10 }, (_, i) => `Sentence ${i + 1}.`).join("\n");
    const p2 = paginate(parseFountain(`${filler(45)}\n\n${ten}`));
    expect(body(p2.pages[1]).map((l) => l.text)).toEqual(["Sentence 10."]);
    expect(checkPages(p2.pages)).toEqual([]);
  });
  it("starts a new page at ===", () => {
    const p = paginate(parseFountain("One.\n\n===\n\nTwo."));
    expect(p.pages.map((pg) => [pg.forced, rows(pg)])).toEqual([
      [false, [[0, "One."]]],
      [true, [[0, "Two."]]],
    ]);
  });
  it("lays dual dialogue side by side in two narrower columns", () => {
    const p = paginate(
      parseFountain("ADAM\nYes, I think this is a fairly long answer.\n\nEVE ^\n(firmly)\nNo."),
    );
    const ls = body(p.pages[0]);
    const left = ls.filter((l) => l.column === "left");
    const right = ls.filter((l) => l.column === "right");
    expect(left.map((l) => [l.y, l.text])).toEqual([
      [0, "ADAM"],
      [1, "Yes, I think this is a"],
      [2, "fairly long answer."],
    ]);
    expect(right.map((l) => [l.y, l.text])).toEqual([
      [0, "EVE"],
      [1, "(firmly)"],
      [2, "No."],
    ]);
    expect(Math.max(...left.map((l) => l.x + l.text.length * 0.1))).toBeLessThan(
      Math.min(...right.map((l) => l.x)),
    );
    expect(checkPages(p.pages)).toEqual([]);
  });
});

describe("checkPages", () => {
  it("reports a page that ends on a heading or cue and one that starts with a transition", () => {
    const mk = (n: number, lines: Array<Partial<PageLine>>, forced = false): Page => ({
      number: n,
      label: null,
      forced,
      lines: lines.map((l, i) => ({
        x: 1.5,
        y: i,
        text: "X",
        runs: [],
        kind: "action",
        scene: 0,
        block: i + n * 100,
        ...l,
      })),
    });
    const pages = [
      mk(1, [{}, { kind: "scene_heading", text: "INT. A" }]),
      mk(2, [
        { kind: "transition", x: 6.8, text: "CUT TO:" },
        { kind: "character", x: 3.5, text: "BOB" },
      ]),
      mk(3, [{}]),
    ];
    expect(checkPages(pages).map((v) => [v.page, v.rule])).toEqual([
      [1, "ends-on-heading"],
      [2, "ends-on-cue"],
      [2, "starts-with-transition"],
    ]);
  });
  it("accepts action split one line and one at a sentence end, never a speech", () => {
    const page = (number: number, lines: Page["lines"]): Page => ({
      number,
      label: number > 1 ? `${number}.` : null,
      forced: false,
      lines,
    });
    const line = (y: number, kind: "action" | "character" | "dialogue" | "more", text: string) => ({
      x: kind === "action" ? 1.5 : kind === "dialogue" ? 2.5 : 3.5,
      y,
      text,
      kind,
      scene: 0,
      block: 1,
    });
    const action = [
      page(1, [line(54, "action", "The other GIRLS SQUEAL in agreement.")]),
      page(2, [line(0, "action", "Don Price looks over, glowers.")]),
    ];
    expect(checkPages(action)).toEqual([]);
    const midSentence = [
      page(1, [line(54, "action", "The other GIRLS SQUEAL in agreement and")]),
      page(2, [line(0, "action", "Don Price looks over, glowers.")]),
    ];
    expect(checkPages(midSentence).map((v) => v.rule)).toEqual(["split-not-at-sentence"]);
    const speech = [
      page(1, [
        line(52, "character", "BOB"),
        line(53, "dialogue", "One."),
        line(54, "more", "(MORE)"),
      ]),
      page(2, [line(0, "character", "BOB (CONT'D)"), line(1, "dialogue", "Two.")]),
    ];
    expect(checkPages(speech).map((v) => v.rule)).toEqual(["split-too-short"]);
  });
  it("reports a split speech without MORE/CONT'D and lines too wide", () => {
    const pages: Page[] = [
      {
        number: 1,
        label: null,
        forced: false,
        lines: [
          { x: 3.5, y: 0, text: "BOB", runs: [], kind: "character", scene: 0, block: 1 },
          { x: 2.5, y: 1, text: "One.", runs: [], kind: "dialogue", scene: 0, block: 1 },
          { x: 2.5, y: 2, text: "x".repeat(40), runs: [], kind: "dialogue", scene: 0, block: 1 },
        ],
      },
      {
        number: 2,
        label: "2.",
        forced: false,
        lines: [{ x: 2.5, y: 0, text: "Three.", runs: [], kind: "dialogue", scene: 0, block: 1 }],
      },
    ];
    expect(
      checkPages(pages)
        .map((v) => v.rule)
        .sort(),
    ).toEqual([
      "missing-contd",
      "missing-more",
      "split-not-at-sentence",
      "split-too-short",
      "too-wide",
    ]);
  });
});
