// Days of the year people date a memory by ("that Christmas", "Easter 1982"). A fixed holiday has
// its month and day; Easter and Thanksgiving move, so they get a day only when the year is known.

export interface HolidayDay {
  month: number | null;
  day: number | null;
}

const FIXED: Array<[RegExp, number, number]> = [
  [/^christmas eve$/, 12, 24],
  [/^(christmas|christmas day|xmas)$/, 12, 25],
  [/^boxing day$/, 12, 26],
  [/^(new year'?s eve|hogmanay)$/, 12, 31],
  [/^new year'?s day$/, 1, 1],
  [/^(halloween|hallowe'en)$/, 10, 31],
  [/^(bonfire night|guy fawkes night)$/, 11, 5],
  [/^(valentine'?s day|st\.? valentine'?s day)$/, 2, 14],
  [/^(the fourth of july|independence day|july the fourth)$/, 7, 4],
  [/^(st\.? patrick'?s day|saint patrick'?s day)$/, 3, 17],
];

/** A regex source for the holidays above and Easter and Thanksgiving (matched case-insensitively). */
export const HOLIDAY = String.raw`(?:christmas eve|christmas day|christmas|xmas|boxing day|new year'?s eve|hogmanay|new year'?s day|hallowe'?en|bonfire night|guy fawkes night|(?:st\.? )?valentine'?s day|the fourth of july|july the fourth|independence day|(?:st\.? |saint )patrick'?s day|easter sunday|easter|thanksgiving)`;

/** Easter Sunday of a Gregorian year (the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The fourth Thursday of November (American Thanksgiving). */
function thanksgiving(year: number): number {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return firstThursday + 21;
}

/** The month and day of a holiday's name, in `year` when it is known. */
export function holidayDay(name: string, year: number | null): HolidayDay {
  const n = name.toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'");
  for (const [pattern, month, day] of FIXED) if (pattern.test(n)) return { month, day };
  if (n.startsWith("easter"))
    return year === null ? { month: null, day: null } : easterSunday(year);
  if (n === "thanksgiving")
    return year === null ? { month: 11, day: null } : { month: 11, day: thanksgiving(year) };
  return { month: null, day: null };
}
