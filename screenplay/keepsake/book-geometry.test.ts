import { describe, expect, it } from "vitest";
import {
  blockLeft,
  blockWidth,
  bookGeometry,
  dpiAt,
  photoBox,
  screenplayPlacement,
} from "./book-geometry.ts";

describe("book geometry", () => {
  it("has the trim sizes a printer asks for", () => {
    expect([bookGeometry("6x9").width, bookGeometry("6x9").height]).toEqual([432, 648]);
    expect([bookGeometry("letter").width, bookGeometry("letter").height]).toEqual([612, 792]);
  });

  it("puts the larger margin on the binding side of each page", () => {
    for (const trim of ["6x9", "letter"] as const) {
      const g = bookGeometry(trim);
      expect(g.inside).toBeGreaterThan(g.outside);
      // Right-hand (odd) pages bind on the left, left-hand pages on the right.
      expect(blockLeft(g, 1)).toBe(g.inside);
      expect(g.width - blockLeft(g, 2) - blockWidth(g)).toBe(g.inside);
    }
  });

  it("prints a photo as wide as the text, and says its dpi there", () => {
    const g = bookGeometry("6x9");
    const wide = photoBox(g, { width: 2000, height: 1400 });
    expect(wide.width).toBeCloseTo(blockWidth(g));
    expect(dpiAt(2000, wide.width)).toBeGreaterThanOrEqual(300);
    expect(dpiAt(600, photoBox(g, { width: 600, height: 400 }).width)).toBe(133);
    // A tall photo is held to three quarters of the block's height.
    const tall = photoBox(g, { width: 1000, height: 4000 });
    expect(tall.height).toBeCloseTo((g.height - g.top - g.bottom) * 0.75);
  });

  it("sets a screenplay page inside the paper, away from the binding", () => {
    for (const trim of ["6x9", "letter"] as const) {
      const g = bookGeometry(trim);
      for (const page of [7, 8]) {
        const at = screenplayPlacement(g, page);
        const right = at.x + 612 * at.scale;
        expect(at.x).toBeGreaterThan(0);
        expect(right).toBeLessThan(g.width);
        expect(at.y + 792 * at.scale).toBeLessThan(g.height);
        const inside = page % 2 === 1 ? at.x : g.width - right;
        const outside = page % 2 === 1 ? g.width - right : at.x;
        expect(inside).toBeGreaterThan(outside);
      }
    }
  });
});
