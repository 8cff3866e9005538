// One style for every date the app shows: "Dec 3, 2026" and "Dec 3, 2026, 7:28 AM", in the
// conventions of the reader's browser (its language decides the order, never the screen).
// The few places that need another style take a named one from here, each saying why, rather
// than making a formatter of their own.

let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let calendarDayFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;
let monthNameFormat: Intl.DateTimeFormat | undefined;

function valid(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Dec 3, 2026" */
export function formatDate(value: string | number | Date): string {
  const date = valid(value);
  if (!date) return "";
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
  return dateFormat.format(date);
}

/** "Dec 3, 2026, 7:28 AM" */
export function formatDateTime(value: string | number | Date): string {
  const date = valid(value);
  if (!date) return "";
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return dateTimeFormat.format(date);
}

/** "Sat, Nov 21, 2026": a day of the person's life (a calendar element's day, the day an
 * imported post was made), with its weekday because the day itself is the point. Read in UTC:
 * these are calendar days ("2026-11-21", or an archive's day as its months are grouped), and
 * the reader's time zone must not move them to the day before. */
export function formatCalendarDay(value: string | number | Date): string {
  const date = valid(value);
  if (!date) return "";
  calendarDayFormat ??= new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return calendarDayFormat.format(date);
}

/** "July 1998": a date known only to its month (an old memory, an import's month group).
 * `month` is 1 to 12. */
export function formatMonth(year: number, month: number): string {
  monthFormat ??= new Intl.DateTimeFormat(undefined, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "January" … "December", for a list to pick a month from. Always English, like the form around
 * the list: the interview also writes them into a proposal's date text ("4 July 1976"), which is
 * kept with the scene and read beside the person's own words, so it must not change with the
 * browser that edited it. */
export function monthNames(): string[] {
  monthNameFormat ??= new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
  const names = monthNameFormat;
  return Array.from({ length: 12 }, (_, i) => names.format(new Date(Date.UTC(2000, i, 1))));
}

// The events page is rendered on the server for each visit and says "All times are UTC": its
// dates and times cannot follow the reader's browser (the server's language and time zone would
// be printed, and the page would change when it hydrates), so they are in UTC and British
// English, a 24-hour clock beside "UTC".
const eventDayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const eventTimeFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** "Saturday, 5 December 2026": the day of a public event, in UTC. */
export function formatEventDay(value: string | number | Date): string {
  const date = valid(value);
  return date ? eventDayFormat.format(date) : "";
}

/** "19:00": the time of a public event, in UTC (the page says so beside it). */
export function formatEventTime(value: string | number | Date): string {
  const date = valid(value);
  return date ? eventTimeFormat.format(date) : "";
}

// How long ago, where that matters more than the day: a movie's last edit, a session's last use,
// a saved version (whose exact time is in its title). In English, like the "just now" and
// "recently" it falls back to.
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return "recently";
  if (Math.abs(seconds) < 45) return "just now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "minute")
      return format.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
