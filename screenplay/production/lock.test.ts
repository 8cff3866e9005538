// Locked pages and scene numbers: A pages, A scenes, OMITTED, and unlocking, with the pages'
// exact lines.
import { describe, expect, it } from "vitest";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { checkPages } from "../layout/check-pages.ts";
import type { Page } from "../layout/types.ts";
import type { ScreenplayDocument } from "../types.ts";
import { lockLayout } from "./lock-layout.ts";
import { paginateProduction } from "./production-pages.ts";
import { newSceneNumber } from "./apply-lock.ts";

const para = (s: number, n: number) =>
  Array.from({ length: n }, (_, i) => `Scene ${s} line ${i + 1}.`).join("\n");
const scene = (s: number, n = 20) => `INT. ROOM ${s} - DAY\n\n${para(s, n)}`;
const SCRIPT = [1, 2, 3, 4, 5].map((s) => scene(s)).join("\n\n");

function lock(text: string): { doc: ScreenplayDocument; layout: ReturnType<typeof lockLayout> } {
  const doc = parseFountain(text);
  return { doc, layout: lockLayout(doc, paginate(doc, { withSources: true })) };
}
const body = (p: Page | undefined) =>
  (p?.lines ?? [])
    .filter((l) => l.kind !== "page_number")
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((l) => [l.y, l.text]);
const headings = (doc: ScreenplayDocument) =>
  doc.elements.flatMap((e) => (e.type === "scene_heading" ? [`${e.sceneNumber} ${e.text}`] : []));

describe("locked pages", () => {
  const locked = lock(SCRIPT);
  const before = paginate(locked.doc).pages;

  it("puts what no longer fits on a locked page on A pages, and leaves the next page as it was", () => {
    const more = Array.from({ length: 25 }, (_, i) => `New line ${i + 1}.`).join("\n");
    const now = SCRIPT.replace("Scene 2 line 5.", `Scene 2 line 5.\n\n${more}`);
    const p = paginateProduction(parseFountain(now), { lock: locked });
    expect(p.pages.map((pg) => pg.label)).toEqual([null, "1A.", "2.", "3."]);
    expect(body(p.pages[1]).slice(0, 2)).toEqual([
      [0, "New line 25."],
      [1, "Scene 2 line 6."],
    ]);
    // Page 2 and 3 print exactly what they printed when locked (with the scene numbers a
    // locked script carries).
    const text = (pg: Page | undefined) =>
      (pg?.lines ?? []).filter((l) => l.kind !== "scene_number").map((l) => [l.y, l.text]);
    expect(text(p.pages[2])).toEqual(text(before[1]));
    expect(text(p.pages[3])).toEqual(text(before[2]));
    expect(p.pages[2]?.locked).toBe(true);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("leaves a locked page short when text is taken out, and joins a page left empty", () => {
    // Page 2 holds the end of scene 3, scene 4 and most of scene 5: take out scene 4 and 5's
    // first lines and page 2 is shorter; page 3 still starts where it did.
    const shorter = SCRIPT.replace(`${scene(4)}\n\n`, "");
    const p = paginateProduction(parseFountain(shorter), { lock: locked });
    expect(p.pages.map((pg) => pg.label)).toEqual([null, "2.", "3."]);
    expect(body(p.pages[2])[0]).toEqual([0, "Scene 5 line 17."]);
    // A page whose text is all taken out: the next locked page stands for both.
    const block = (n: number) =>
      Array.from({ length: 50 }, (_, i) => `paragraph ${n} line ${i + 1}`).join("\n");
    const three = `INT. ROOM - DAY\n\n${block(1)}\n\n${block(2)}\n\n${block(3)}`;
    const q = paginateProduction(parseFountain(three.replace(`${block(2)}\n\n`, "")), {
      lock: lock(three),
    });
    expect(q.pages.map((pg) => pg.label)).toEqual([null, "2-3."]);
  });

  it("numbers pages afresh once unlocked", () => {
    const more = Array.from({ length: 25 }, (_, i) => `New line ${i + 1}.`).join("\n");
    const now = parseFountain(SCRIPT.replace("Scene 2 line 5.", `Scene 2 line 5.\n\n${more}`));
    expect(paginate(now).pages.map((pg) => pg.label)).toEqual([null, "2.", "3."]);
  });
});

describe("locked scene numbers", () => {
  const locked = lock(SCRIPT);

  it("numbers a new scene after the one before it: 2A, 2B; A1 before the first", () => {
    const now = `INT. PROLOGUE - NIGHT\n\nDark.\n\n${SCRIPT.replace(
      `${scene(3)}`,
      `INT. CELLAR - DAY\n\nCold.\n\nINT. ATTIC - DAY\n\nDusty.\n\n${scene(3)}`,
    )}`;
    const p = paginateProduction(parseFountain(now), { lock: locked });
    expect(headings(p.doc)).toEqual([
      "A1 INT. PROLOGUE - NIGHT",
      "1 INT. ROOM 1 - DAY",
      "2 INT. ROOM 2 - DAY",
      "2A INT. CELLAR - DAY",
      "2B INT. ATTIC - DAY",
      "3 INT. ROOM 3 - DAY",
      "4 INT. ROOM 4 - DAY",
      "5 INT. ROOM 5 - DAY",
    ]);
    const cellar = p.pages.flatMap((pg) => pg.lines).filter((l) => l.scene === 3);
    expect(cellar.filter((l) => l.kind === "scene_number").map((l) => l.text)).toEqual([
      "2A",
      "2A",
    ]);
  });

  it("keeps a removed scene's number with OMITTED, and an edited heading's number", () => {
    const now = SCRIPT.replace(`${scene(2)}\n\n`, "").replace(
      "INT. ROOM 4 - DAY",
      "INT. ROOM 4 - NIGHT",
    );
    const p = paginateProduction(parseFountain(now), { lock: locked });
    expect(headings(p.doc)).toEqual([
      "1 INT. ROOM 1 - DAY",
      "2 OMITTED",
      "3 INT. ROOM 3 - DAY",
      "4 INT. ROOM 4 - NIGHT",
      "5 INT. ROOM 5 - DAY",
    ]);
    const omitted = p.pages[0]?.lines
      .filter((l) => l.y === 23)
      .map((l) => [Math.round(l.x * 10) / 10, l.text])
      .sort((a, b) => (a[0] as number) - (b[0] as number));
    expect(omitted).toEqual([
      [1.1, "2"],
      [1.5, "OMITTED"],
      [7.8, "2"],
    ]);
    expect(checkPages(p.pages)).toEqual([]);
  });

  it("continues letters after a lettered number", () => {
    expect(newSceneNumber("14", 1)).toBe("14A");
    expect(newSceneNumber("14A", 1)).toBe("14B");
    expect(newSceneNumber(undefined, 2)).toBe("B1");
    expect(newSceneNumber("9", 27)).toBe("9AA");
  });
});
