// Hostile input: never a crash, never a hang, sane output.
import { describe, expect, it } from "vitest";
import { parseFountain } from "./parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { checkPages } from "../layout/check-pages.ts";
import { writeFountain } from "../write-fountain.ts";

function timed<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const r = f();
  return [r, performance.now() - t0];
}

describe("hostile input", () => {
  it("empty input gives an empty document and one empty page", () => {
    const doc = parseFountain("");
    expect(doc).toEqual({ titlePage: { entries: [] }, elements: [] });
    expect(paginate(doc).pages).toHaveLength(1);
    expect(parseFountain(new Uint8Array(0)).elements).toEqual([]);
  });
  it("only a title page", () => {
    const doc = parseFountain("Title: Only\nAuthor: Me");
    expect(doc.elements).toEqual([]);
    expect(doc.titlePage.entries).toHaveLength(2);
    const p = paginate(doc);
    expect(p.titlePage?.map((l) => l.text)).toContain("ONLY");
  });
  it("1 MB on one line parses and paginates quickly", () => {
    const line = "word ".repeat(200_000);
    const [doc, ms] = timed(() => parseFountain(line));
    expect(doc.elements).toHaveLength(1);
    expect(doc.elements[0]?.type).toBe("action");
    const [p, ms2] = timed(() => paginate(doc));
    expect(p.pages.length).toBeGreaterThan(300);
    expect(ms + ms2).toBeLessThan(5000);
  });
  it("1 MB without spaces or with markup characters does not blow up", () => {
    const [doc, ms] = timed(() => parseFountain("*_".repeat(500_000)));
    expect(doc.elements).toHaveLength(1);
    const [, ms2] = timed(() => paginate(doc));
    expect(ms + ms2).toBeLessThan(5000);
    const [doc2, ms3] = timed(() => parseFountain("[[" + "a".repeat(1_000_000)));
    expect(doc2.elements[0]?.type).toBe("action");
    expect(ms3).toBeLessThan(2000);
  });
  it("an unterminated boneyard is kept as text", () => {
    const doc = parseFountain("Before.\n\n/* never closed\n\nINT. HOUSE - DAY\n\nAfter.");
    expect(doc.elements.map((e) => e.type)).toEqual([
      "action",
      "action",
      "scene_heading",
      "action",
    ]);
    expect(doc.elements[1]).toMatchObject({ text: "/* never closed" });
  });
  it("an unterminated note is kept as text and prints", () => {
    const doc = parseFountain("[[ never closed\nstill going\n\nNext.");
    expect(doc.elements).toHaveLength(2);
    expect(doc.elements[0]).toMatchObject({ type: "action", text: "[[ never closed\nstill going" });
    const texts = paginate(doc).pages[0]?.lines.map((l) => l.text);
    expect(texts).toContain("[[ never closed");
  });
  it("many unterminated boneyards and notes stay linear", () => {
    const src = "/* x\n\n[[ y\n\n".repeat(50_000);
    const [doc, ms] = timed(() => parseFountain(src));
    expect(doc.elements.length).toBe(100_000);
    expect(ms).toBeLessThan(3000);
  });
  it("control characters do not crash parse, paginate, write", () => {
    let s = "";
    for (let i = 0; i < 32; i++) s += String.fromCharCode(i) + "X";
    const doc = parseFountain(`INT. A\u0000B - DAY\n\n${s}\n\nBOB\u0007\nHi\u001b.`);
    expect(doc.elements.length).toBeGreaterThan(1);
    const p = paginate(doc);
    expect(checkPages(p.pages)).toEqual([]);
    expect(() => writeFountain(doc)).not.toThrow();
  });
  it("a 100 000-line speech paginates in linear time (no copy of the block per page)", () => {
    const [p, ms] = timed(() =>
      paginate(parseFountain("BOB\n" + "and then it goes on\n".repeat(100_000))),
    );
    expect(p.pages.length).toBeGreaterThan(1800);
    expect(p.pages.at(-1)?.lines.find((l) => l.y === 0)?.text).toBe("BOB (CONT'D)");
    expect(ms).toBeLessThan(5000);
  });
  it("a thousand-line speech without sentence ends is broken at page ends with MORE/CONT'D", () => {
    const doc = parseFountain("BOB\n" + "and then\n".repeat(1000));
    const p = paginate(doc);
    expect(p.pages.length).toBeGreaterThan(15);
    expect(p.pages[1]?.lines.find((l) => l.y === 0)?.text).toBe("BOB (CONT'D)");
  });
});
