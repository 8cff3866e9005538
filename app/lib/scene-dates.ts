import type { CalendarPrecision } from "#contracts/scene-element.ts";
import type { SceneDate } from "#contracts/scene-metadata.ts";

// A calendar element's date (YYYY-MM-DD with a precision) and a scene's date (metadata.date:
// year, month or null, day or null) are the same fact written two ways
// (contracts/scene-element.ts, contracts/scene-metadata.ts); these turn one into the other.

type CalendarDate = { date: string; precision?: CalendarPrecision | undefined };

const pad = (n: number) => String(n).padStart(2, "0");

/** When the element says the moment was: a day, or only a month or a year (old memories). */
export type CalendarWhen = {
  precision: CalendarPrecision;
  year: number;
  month: number;
  day: number;
};

export function whenOf(content: CalendarDate): CalendarWhen {
  const [year = 1970, month = 1, day = 1] = content.date.split("-").map(Number);
  return { precision: content.precision ?? "day", year, month, day };
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The element's `date` for a when: a month is stored as its first day, a year as 1 January
 * (contracts/scene-element.ts); a day past the month's end becomes its last day. */
export function dateOfWhen(when: CalendarWhen): string {
  const month = when.precision === "year" ? 1 : when.month;
  const day = when.precision === "day" ? Math.min(when.day, daysIn(when.year, month)) : 1;
  return `${String(when.year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

/** The scene's `metadata.date` an element gives, as precisely as it knows it. */
export function sceneDateOf(content: CalendarDate): SceneDate {
  const when = whenOf(content);
  return {
    year: when.year,
    month: when.precision === "year" ? null : when.month,
    day: when.precision === "day" ? when.day : null,
  };
}

export function sameSceneDate(a: SceneDate | null, b: SceneDate | null): boolean {
  return a?.year === b?.year && a?.month === b?.month && a?.day === b?.day;
}
