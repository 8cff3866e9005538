// Hostile input stays linear: a text of one repeated token costs about eight times what an eighth
// of it costs. The cost is counted, not timed: every string method the engine calls (searches,
// trims, case changes, splits, slices) adds the characters it had to look at, and every step of a
// for-of loop over an array adds one, so the count is the same on every machine and a quadratic
// scan (searching to the end of a line from every `[[`, testing the end of a string grown by +=,
// walking all style runs for every printed line) shows as 64 times the work instead of 8.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFountain } from "./parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { statistics } from "../statistics.ts";
import { parseInline } from "../inline.ts";
import { renderPdf } from "../pdf/render-pdf.ts";
import { loadFonts } from "../node/load-fonts.ts";

const BASE_CHARS = 20_000;
const FACTOR = 8;
// Twice linear; quadratic work is 64 and more.
const MAX_RATIO = 16;

type StringMethod = (this: string, ...args: unknown[]) => unknown;
const proto = String.prototype as unknown as Record<string, StringMethod>;
let work = 0;

// What each method must read, in characters, given its receiver, arguments and result.
const costs: Record<string, (s: string, args: unknown[], result: unknown) => number> = {
  indexOf: (s, [needle, from], r) =>
    (r === -1 ? s.length : (r as number) + String(needle).length) - Math.max(0, Number(from ?? 0)),
  includes: (s, [, from]) => s.length - Math.max(0, Number(from ?? 0)),
  lastIndexOf: (s, [, from], r) =>
    Math.min(s.length, from === undefined ? s.length : Number(from)) -
    (r === -1 ? 0 : (r as number)),
  // A string built by += is flattened on the first such call: count its whole length.
  endsWith: (s) => s.length,
  startsWith: (s) => s.length,
  trim: (s) => s.length,
  trimEnd: (s) => s.length,
  trimStart: (s) => s.length,
  toUpperCase: (s) => s.length,
  toLowerCase: (s) => s.length,
  split: (s) => s.length,
  replace: (s) => s.length,
  normalize: (s) => s.length,
  slice: (_s, _args, r) => (r as string).length,
  substring: (_s, _args, r) => (r as string).length,
};
const originals = new Map<string, StringMethod>();
const arrayIterator = Object.getPrototypeOf([][Symbol.iterator]()) as {
  next: (this: Iterator<unknown>) => IteratorResult<unknown>;
};
const arrayNext = arrayIterator.next;

beforeAll(() => {
  arrayIterator.next = function (this: Iterator<unknown>) {
    work += 1;
    return arrayNext.call(this);
  };
  for (const name of Object.keys(costs)) {
    const original = proto[name] as StringMethod;
    const cost = costs[name] as (s: string, args: unknown[], result: unknown) => number;
    originals.set(name, original);
    proto[name] = function (this: string, ...args: unknown[]) {
      const result = original.apply(this, args);
      work += Math.max(1, cost(String(this), args, result));
      return result;
    };
  }
});
afterAll(() => {
  arrayIterator.next = arrayNext;
  for (const [name, original] of originals) proto[name] = original;
});

function repeatTo(token: string, chars: number): string {
  return token.repeat(Math.max(1, Math.floor(chars / token.length)));
}

function counted(run: () => unknown): number {
  work = 0;
  run();
  return work;
}

function growth(run: (text: string) => unknown, token: string): number {
  const small = repeatTo(token, BASE_CHARS);
  const large = repeatTo(token, BASE_CHARS * FACTOR);
  return counted(() => run(large)) / counted(() => run(small));
}

// What the stats endpoint (and, before drawing, the PDF) does with a stored screenplay.
const statsOf = (text: string) => {
  const doc = parseFountain(text);
  return statistics(doc, paginate(doc));
};

const tokens: Record<string, string> = {
  "[[ on one line": "[[",
  "[[ lines": "[[\n",
  "[[ paragraphs": "[[\n\n",
  "]] on one line": "]]",
  "[[x]] on one line": "[[x]] ",
  "CUT TO: on one line": "CUT TO:",
  "CUT TO: lines": "CUT TO:\n",
  "CUT TO: paragraphs": "CUT TO:\n\n",
  "an unclosed parenthetical over many lines": "BOB\n(" + "\n(".repeat(10),
  "styled words on one line": "*a* b ",
  "bold and underline on one line": "**a** _b_ ",
  "boneyard openers": "/*",
  "boneyard lines": "/*\n",
  "forced cues": "@A\nb\n\n",
  lyrics: "~\n",
  "forced transitions": ">\n\n",
  "scene headings": "INT. A\n\n",
  sections: "#\n\n",
  "page breaks": "===\n\n",
  backslashes: "\\",
  "dual dialogue": "A\nb\n\nB ^\nc\n\n",
};

describe("hostile input scales linearly", () => {
  for (const [name, token] of Object.entries(tokens)) {
    it(`parse + paginate + statistics: ${name}`, () => {
      expect(growth(statsOf, token)).toBeLessThan(MAX_RATIO);
    });
  }

  it("parseInline on a line of [[ (the note scanner)", () => {
    expect(growth((t) => parseInline(t), "[[")).toBeLessThan(MAX_RATIO);
    expect(growth((t) => parseInline(t), "[[x")).toBeLessThan(MAX_RATIO);
  });

  it("the PDF of repeated tokens (pdfkit's own work included)", () => {
    const fonts = loadFonts();
    const pdfOf = (text: string) => renderPdf(paginate(parseFountain(text)), fonts);
    for (const token of ["[[", "CUT TO:\n\n", "*a* b "]) {
      expect(growth(pdfOf, token)).toBeLessThan(MAX_RATIO);
    }
  });

  it("an unclosed parenthetical still reads as one parenthetical", () => {
    const doc = parseFountain("BOB\n(whispering\nstill\nclosed)\nHello.");
    expect(doc.elements.map((e) => e.type)).toEqual(["character", "parenthetical", "dialogue"]);
    expect(doc.elements[1]).toMatchObject({ text: "(whispering still closed)" });
  });

  it("a [[ with no ]] after it stays literal, a later note is still removed", () => {
    expect(parseInline("a [[ b [[note]] c")).toEqual([{ text: "a  c" }]);
    expect(parseInline("a ]] b [[ c")).toEqual([{ text: "a ]] b [[ c" }]);
  });
});
