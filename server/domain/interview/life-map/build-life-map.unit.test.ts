import { describe, expect, it } from "vitest";
import type { LifeMapScene } from "#contracts/life-map.ts";
import { interviewPeriods } from "../bank/interview-bank.ts";
import { buildLifeMap } from "./build-life-map.ts";

const scene = (id: string, year: number, month: number | null = null, day: number | null = null) =>
  ({ id, movieId: "m", movieTitle: "A life", title: id, year, month, day }) satisfies LifeMapScene;

describe("the life map", () => {
  it("places scenes by year, oldest first, and by month and day within a year", () => {
    const map = buildLifeMap({
      scenes: [scene("c", 1984, 5, 2), scene("a", 1976), scene("b", 1984), scene("d", 1984, 5, 1)],
      undated: 2,
      periods: interviewPeriods(),
      birthYear: null,
      thisYear: 2026,
    });
    expect(map.years.map((y) => [y.year, y.scenes.map((s) => s.id)])).toEqual([
      [1976, ["a"]],
      [1984, ["b", "d", "c"]],
    ]);
    expect(map.gaps).toEqual([]);
    expect(map.undated).toBe(2);
  });

  it("names the periods begun with no scene, in years from the birth year", () => {
    const map = buildLifeMap({
      // At 15 and at 30: school, first love, leaving home, work and parenthood have a scene.
      scenes: [scene("school", 1975), scene("job", 1990)],
      undated: 0,
      periods: interviewPeriods(),
      birthYear: 1960,
      thisYear: 2026,
    });
    expect(map.gaps).toEqual([
      { topicId: "childhood", label: "Childhood", from: 1960, to: 1971 },
      { topicId: "old-age", label: "Growing older", from: 2020, to: 2026 },
    ]);
  });

  it("leaves out the periods not begun yet", () => {
    const map = buildLifeMap({
      scenes: [],
      undated: 0,
      periods: interviewPeriods(),
      birthYear: 2010,
      thisYear: 2026,
    });
    expect(map.gaps.map((g) => g.topicId)).toEqual([
      "childhood",
      "school-years",
      "first-love",
      "work",
      "leaving-home",
      "becoming-a-parent",
    ]);
    expect(map.gaps.find((g) => g.topicId === "school-years")).toMatchObject({ to: 2026 });
  });
});
