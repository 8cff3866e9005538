import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatEventDay,
  formatEventTime,
  formatMonth,
  monthNames,
  relativeTime,
} from "./format-date";

describe("one date style", () => {
  const at = new Date(2026, 11, 3, 7, 28);

  it("writes a date and a date with its time the same way, month as a word", () => {
    const date = formatDate(at);
    expect(date).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(at));
    expect(formatDateTime(at).startsWith(date)).toBe(true);
    expect(formatDateTime(at)).toMatch(/7:28|07:28/);
  });

  it("takes ISO strings and leaves a broken one out rather than printing Invalid Date", () => {
    expect(formatDate(at.toISOString())).toBe(formatDate(at));
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("")).toBe("");
  });
});

describe("the named other styles", () => {
  // The tests run in en-US (the browsers of the e2e tests too): the strings the pages show.
  it("writes a day of someone's life with its weekday, as the calendar day it is (UTC)", () => {
    expect(formatCalendarDay(Date.UTC(2026, 10, 21))).toBe("Sat, Nov 21, 2026");
    // Late in the evening with an offset is still that day in UTC, never the day before.
    expect(formatCalendarDay("2019-07-31T23:30:00Z")).toBe("Wed, Jul 31, 2019");
    expect(formatCalendarDay("2026-11-21")).toBe("Sat, Nov 21, 2026");
    expect(formatCalendarDay("no day")).toBe("");
  });

  it("writes a date known only to its month, and names the twelve months", () => {
    expect(formatMonth(1998, 7)).toBe("July 1998");
    expect(formatMonth(2026, 12)).toBe("December 2026");
    expect(monthNames()).toHaveLength(12);
    expect(monthNames()[0]).toBe("January");
    expect(monthNames()[11]).toBe("December");
  });

  it("writes a public event's day and time in UTC, whatever the reader's browser says", () => {
    expect(formatEventDay("2026-12-05T19:00:00Z")).toBe("Saturday, 5 December 2026");
    expect(formatEventTime("2026-12-05T19:00:00Z")).toBe("19:00");
    expect(formatEventTime("2026-12-05T23:30:00-01:00")).toBe("00:30");
    expect(formatEventDay("2026-12-05T23:30:00-01:00")).toBe("Sunday, 6 December 2026");
    expect(formatEventDay("")).toBe("");
  });
});

describe("relativeTime", () => {
  const now = new Date("2026-05-10T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it("says just now for the last few seconds", () => {
    expect(relativeTime(ago(10), now)).toBe("just now");
  });
  it("counts minutes, hours and days", () => {
    expect(relativeTime(ago(5 * 60), now)).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 3600), now)).toBe("3 hours ago");
    expect(relativeTime(ago(24 * 3600), now)).toBe("yesterday");
    expect(relativeTime(ago(14 * 24 * 3600), now)).toBe("2 weeks ago");
  });
  it("copes with a bad date", () => {
    expect(relativeTime("not a date", now)).toBe("recently");
  });
});
