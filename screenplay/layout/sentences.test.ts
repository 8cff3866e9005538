// Which places end a sentence, the only places a page may cut a speech or an action paragraph.
import { describe, expect, it } from "vitest";
import { endsSentence, sentenceEndAt } from "./sentences.ts";

/** Offsets just past every sentence end in `s`. */
const ends = (s: string): number[] => {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const e = sentenceEndAt(s, i);
    if (e !== -1) out.push(e);
  }
  return out;
};

describe("sentence ends", () => {
  it("are . ? ! with closing quotes or brackets, before a space or the end", () => {
    const s = 'He left. Why? "Go!" (Now.) Done';
    expect(ends(s).map((e) => s.slice(0, e))).toEqual([
      "He left.",
      "He left. Why?",
      'He left. Why? "Go!"',
      'He left. Why? "Go!" (Now.)',
    ]);
    expect(ends("3.5 million")).toEqual([]);
    // Chinese and Japanese full stops need no space after them.
    expect(ends("我走了。他来了！好吗？")).toEqual([4, 8, 11]);
  });
  it("pass over abbreviations, initials, words with inner periods and trailing-off dots", () => {
    expect(ends("Ask Mr. Smith and Dr. Jones.")).toEqual([28]);
    expect(ends("J. R. Bloom came.")).toEqual([17]);
    expect(ends("At 5 p.m. They left.")).toEqual([20]);
    expect(ends("Well... Maybe… Fine.")).toEqual([20]);
  });
  it("pass over a period followed by a lower-case word, here or on the next line", () => {
    expect(ends("Bring forks, knives, etc. and plates.")).toEqual([37]);
    expect(sentenceEndAt("I said hi.", 9, "and left")).toBe(-1);
    expect(sentenceEndAt("I said hi.", 9, "And left")).toBe(10);
  });
  it("at the end of a line (the check for a split's first part)", () => {
    expect(endsSentence("you know.  ")).toBe(true);
    expect(endsSentence('you know?"')).toBe(true);
    expect(endsSentence("you know...")).toBe(false);
    expect(endsSentence("you know --")).toBe(false);
    expect(endsSentence("ask Mrs.")).toBe(false);
    expect(endsSentence("it ends.", "but goes on")).toBe(false);
  });
});
