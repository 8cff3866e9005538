import { describe, expect, it } from "vitest";
import { developmentCatalogue } from "./development-catalogue.ts";
import { scopedProgress, scopeOf } from "./development-scope.ts";

// The catalogue with the given steps done ("logline", "characters.protagonist", ...).
function tree(done: string[] = []) {
  return {
    groups: developmentCatalogue.map((g) => ({
      key: g.key,
      categories: g.categories.map((c) => ({
        key: c.key,
        completed: done.includes(c.key),
        subComponents: c.subComponents.map((s) => ({
          key: s.key,
          completed: done.includes(`${c.key}.${s.key}`),
        })),
      })),
    })),
  };
}

describe("the development steps a story asks for", () => {
  it("sizes stories by their scenes", () => {
    expect(scopeOf(0)).toBe("short");
    expect(scopeOf(11)).toBe("short");
    expect(scopeOf(12)).toBe("longer");
    expect(scopeOf(39)).toBe("longer");
    expect(scopeOf(40)).toBe("feature");
  });

  it("asks four memories for five steps, the rest optional", () => {
    expect(scopedProgress(tree(), 4)).toEqual({
      scope: "short",
      complete: 0,
      total: 5,
      optional: 26,
      next: { group: "key_categories", category: "logline", sub: null },
    });
  });

  it("adds the other characters and the three acts for a longer story, everything for a feature", () => {
    expect(scopedProgress(tree(), 20)).toMatchObject({ total: 12, optional: 19 });
    expect(scopedProgress(tree(), 60)).toMatchObject({ total: 31, optional: 0 });
  });

  it("counts what is done in scope and points at the first step left, skipping optional ones", () => {
    const done = ["logline", "theme", "central_conflict", "setting", "genre"];
    expect(scopedProgress(tree(done), 4)).toMatchObject({
      complete: 4,
      total: 5,
      next: { category: "characters", sub: "protagonist" },
    });
    expect(scopedProgress(tree([...done, "characters.protagonist"]), 4)).toMatchObject({
      complete: 5,
      total: 5,
      next: null,
    });
  });
});
