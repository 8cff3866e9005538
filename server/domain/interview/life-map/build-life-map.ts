import type { BankTopic } from "#contracts/interview-bank.ts";
import type { LifeMap, LifeMapGap, LifeMapScene } from "#contracts/life-map.ts";

// The life map from the person's dated scenes (pure; README.md beside this file): the scenes by
// year, oldest first (within a year by month and day, undated months first), and, with a birth
// year, each period of life the bank places by age that has begun and holds no scene.

export function buildLifeMap(input: {
  scenes: LifeMapScene[];
  undated: number;
  periods: BankTopic[];
  birthYear: number | null;
  thisYear: number;
}): LifeMap {
  const byYear = new Map<number, LifeMapScene[]>();
  for (const scene of input.scenes) {
    const list = byYear.get(scene.year) ?? [];
    list.push(scene);
    byYear.set(scene.year, list);
  }
  const order = (s: LifeMapScene) => (s.month ?? 0) * 100 + (s.day ?? 0);
  const years = [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, scenes]) => ({ year, scenes: scenes.sort((a, b) => order(a) - order(b)) }));

  const gaps: LifeMapGap[] = [];
  const birth = input.birthYear;
  if (birth !== null)
    for (const period of input.periods) {
      if (period.kind !== "period" || !period.ages) continue;
      const from = birth + period.ages.from;
      const to = Math.min(birth + period.ages.to, input.thisYear);
      if (from > input.thisYear) continue;
      if (input.scenes.some((s) => s.year >= from && s.year <= to)) continue;
      gaps.push({ topicId: period.id, label: period.label, from, to });
    }
  gaps.sort((a, b) => a.from - b.from || a.to - b.to);
  return { birthYear: birth, years, gaps, undated: input.undated };
}
