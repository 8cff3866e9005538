import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatCalendarWhen,
  formatSceneDate,
} from "~/features/scenes/element-format";
import { dateOfWhen, sameSceneDate, sceneDateOf } from "./scene-dates";

describe("scene dates", () => {
  it("reads a calendar element's date as precisely as it is known", () => {
    expect(sceneDateOf({ date: "1998-07-14" })).toEqual({ year: 1998, month: 7, day: 14 });
    expect(sceneDateOf({ date: "1998-07-01", precision: "month" })).toEqual({
      year: 1998,
      month: 7,
      day: null,
    });
    expect(sceneDateOf({ date: "1998-01-01", precision: "year" })).toEqual({
      year: 1998,
      month: null,
      day: null,
    });
    expect(sameSceneDate({ year: 1998, month: 7, day: null }, null)).toBe(false);
  });

  it("writes a month as its first day and keeps a day inside its month", () => {
    expect(dateOfWhen({ precision: "month", year: 1998, month: 7, day: 31 })).toBe("1998-07-01");
    expect(dateOfWhen({ precision: "year", year: 1998, month: 7, day: 31 })).toBe("1998-01-01");
    expect(dateOfWhen({ precision: "day", year: 1999, month: 2, day: 31 })).toBe("1999-02-28");
  });

  it("shows a day, a month or a year", () => {
    // A day is written as every calendar day in the app is.
    expect(formatCalendarWhen({ date: "2026-11-21" })).toBe(formatCalendarDate("2026-11-21"));
    expect(formatCalendarWhen({ date: "1998-07-01", precision: "month" })).toBe("July 1998");
    expect(formatSceneDate({ year: 1998, month: null, day: null })).toBe("1998");
    expect(formatSceneDate({ year: 2021, month: 3, day: 3 })).toBe(
      formatCalendarDate("2021-03-03"),
    );
  });
});
