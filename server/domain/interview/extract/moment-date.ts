import type { ProposalDate } from "#contracts/interview.ts";
import { sceneDateSchema } from "#contracts/scene-metadata.ts";
import type { TimeMention } from "./find-time-mentions.ts";

const SEASON = /\b(?:summer|winter|spring|autumn|fall)\b/i;

/** When a moment happened, from its time mentions (README.md, "Dates"):
 * - the first mention with a year sets the year (and its month and day when it has them);
 * - a year-less month or holiday in the same moment ("that Christmas", "in March") then fills a
 *   missing month and day, unless the year came with a season ("the summer of 1976");
 * - with no year at all, a jump with a number of years ("two years later") counts from the moment
 *   before, when that one has a year;
 * - otherwise there is no date: an age without a birth year, "one summer" or "that Christmas" alone
 *   give none (the interview asks for a year instead). */
export function momentDate(
  mentions: TimeMention[],
  previousYear: number | null,
): ProposalDate | null {
  const anchor = mentions.find((m) => m.year !== null);
  if (!anchor) {
    const jump = mentions.find((m) => m.jump?.years != null);
    if (!jump || previousYear === null || !jump.jump?.years) return null;
    return { year: previousYear + jump.jump.years, month: null, day: null, text: jump.text };
  }
  const year = anchor.year as number;
  let month = anchor.month;
  let day = anchor.day;
  const parts = [anchor];
  // A season ("the summer I was nine") is not filled by a month named later ("not at Christmas").
  if (month === null && !SEASON.test(anchor.text)) {
    const fill = mentions.find((m) => m.year === null && m.month !== null);
    if (fill) {
      month = fill.month;
      day = fill.day;
      parts.push(fill);
    }
  }
  if (!sceneDateSchema.safeParse({ year, month, day }).success) day = null;
  const text = parts
    .sort((a, b) => a.start - b.start)
    .map((m) => m.text)
    .join(", ")
    .slice(0, 200);
  return { year, month, day, text };
}
