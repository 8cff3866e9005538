// Time on screen (README "Story compiler", "Time on screen"): when the story moves to another
// year, or jumps two months or more within one, a SUPER names the new time, as films of real
// lives do. The first dated scene is named too.
import type { StoryDate } from "./story-types.ts";

const MONTHS = [
  "JANUARY",
  "FEBRUARY",
  "MARCH",
  "APRIL",
  "MAY",
  "JUNE",
  "JULY",
  "AUGUST",
  "SEPTEMBER",
  "OCTOBER",
  "NOVEMBER",
  "DECEMBER",
];

/** As precisely as known: `JULY 14, 1998`, `JULY 1998` or `1998`. */
export function formatStoryDate(d: StoryDate): string {
  const month = d.month ? MONTHS[d.month - 1] : undefined;
  if (!month) return String(d.year);
  if (!d.day) return `${month} ${d.year}`;
  return `${month} ${d.day}, ${d.year}`;
}

/** The same in ordinary case, for a sentence: `July 1998`. */
export function dateInWords(d: StoryDate): string {
  return formatStoryDate(d)
    .toLowerCase()
    .replace(/^\p{L}/u, (c) => c.toUpperCase());
}

/** Sorts 1998 < 1998-07 < 1998-07-14 (an unknown month or day before the known ones). */
export function dateKey(d: StoryDate): number {
  return d.year * 10000 + (d.month ?? 0) * 100 + (d.day ?? 0);
}

/** The SUPER line for a scene dated `d` after the last dated scene `previous`, or undefined. */
export function superFor(previous: StoryDate | undefined, d: StoryDate): string | undefined {
  const named = `SUPER: ${formatStoryDate(d)}`;
  if (!previous || previous.year !== d.year) return named;
  if (previous.month && d.month && Math.abs(d.month - previous.month) >= 2) return named;
  return undefined;
}
