// What every rule of find-time-mentions.ts shares: the shapes of a mention, the answer's context
// (the birth year, the day of the answer), and the small helpers the rules are written with.

export interface TimeMention {
  start: number;
  end: number;
  // The answer's words for it, without a leading "in"/"on" ("the summer of 1976").
  text: string;
  year: number | null;
  month: number | null;
  day: number | null;
  // Which stretch of time it names, to tell two moments apart (1998; the 1980s; age 7 when there
  // is no birth year); null for a phrase that only refines the moment it is in ("that Christmas",
  // "in March").
  span: TimeSpan | null;
  // A jump forward from the moment before ("two years later": 2; "years later": null years).
  jump: { years: number | null } | null;
}

export interface TimeSpan {
  unit: "year" | "age";
  from: number;
  to: number;
}

/** Whether two spans surely name different times (an age and a year cannot be compared). */
export function apart(a: TimeSpan, b: TimeSpan): boolean {
  return a.unit === b.unit && (a.to < b.from || b.to < a.from);
}

export const years = (from: number, to = from): TimeSpan => ({ unit: "year", from, to });

export interface TimeContext {
  // The person's birth year: turns "when I was seven" into a year.
  birthYear?: number | null;
  // The year the answer is given: turns "two years ago" into a year, bounds the years read.
  today?: { year: number } | null;
}

export const MIN_YEAR = 1850;
export const YEAR = String.raw`(?:18[5-9]\d|19\d\d|20\d\d)`;
export const QUALIFIERS = String.raw`(?:(?:about|around|only|just|maybe|nearly|almost|barely|roughly|probably|perhaps|possibly|still|not yet|already)\s+)*`;
// Words after a number that make it a measure, not an age or a year.
export const UNITS = String.raw`(?!\s*(?:minutes?|mins?|hours?|days?|weeks?|months?|miles?|feet|foot|inches|inch|metres?|meters?|kilometres?|km|pounds?|dollars?|quid|pence|p\b|%|per ?cent|percent|of\b|points?|times|o'clock|am\b|pm\b|a\.m|p\.m|stone|kilos?|kg|people|children|kids|men|women|pages?|words?|cars?|houses?|copies|years? (?:later|before|after|on|ago|younger|older|of)))`;
export const DECADE_WORDS: Record<string, number> = {
  teens: 10,
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
  noughties: 0,
};
export const PART_OF_DECADE: Record<string, number> = { early: 0, mid: 5, late: 8 };

export type Found = TimeMention;

export function clean(text: string): string {
  return text
    .trim()
    .replace(/^(?:back in|in|on|at|during|around|about|from|by|of)\s+/i, "")
    .replace(/[\s,.;:]+$/, "");
}

export function maxYear(ctx: TimeContext): number {
  return ctx.today?.year ?? 2099;
}

export function inRange(year: number, ctx: TimeContext): boolean {
  return year >= MIN_YEAR && year <= maxYear(ctx);
}

/** '85 is 1985; '05 is 2005 when that year has come (or, with no today, up to '30). */
export function twoDigitYear(yy: number, ctx: TimeContext): number {
  const recent = 2000 + yy;
  return recent <= (ctx.today?.year ?? 2030) ? recent : 1900 + yy;
}

/** A mention of the person's age (from `age` to `ageTo`, "in my twenties" being 20 to 29): a year
 * when the birth year is known. */
export function ageMention(
  start: number,
  end: number,
  text: string,
  age: number,
  ctx: TimeContext,
  ageTo = age,
): Found {
  const year = ctx.birthYear ? ctx.birthYear + age : null;
  const usable = year !== null && inRange(year, ctx) ? year : null;
  return {
    start,
    end,
    text,
    year: usable,
    month: null,
    day: null,
    span:
      usable !== null
        ? years(usable, usable + (ageTo - age))
        : { unit: "age", from: age, to: ageTo },
    jump: null,
  };
}

export type Rule = (text: string, ctx: TimeContext) => Found[];

export function each(
  pattern: RegExp,
  text: string,
  make: (m: RegExpExecArray) => Found | null,
): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(pattern)) {
    const found = make(m as RegExpExecArray);
    if (found) out.push(found);
  }
  return out;
}

export const at = (m: RegExpExecArray) => ({
  start: m.index,
  end: m.index + m[0].length,
  text: m[0],
});
