import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatCalendarWhen,
  formatSceneDate,
  holdsCalendarPlaceholder,
} from "./element-format";

describe("calendar and scene dates on the cards", () => {
  it("shows a day, a month or a year", () => {
    // A day is written as every calendar day in the app is.
    expect(formatCalendarWhen({ date: "2026-11-21" })).toBe(formatCalendarDate("2026-11-21"));
    expect(formatCalendarWhen({ date: "1998-07-01", precision: "month" })).toBe("July 1998");
    expect(formatSceneDate({ year: 1998, month: null, day: null })).toBe("1998");
    expect(formatSceneDate({ year: 2021, month: 3, day: 3 })).toBe(
      formatCalendarDate("2021-03-03"),
    );
  });

  it("knows an event that still holds the placeholder title 'Important Meeting'", () => {
    expect(holdsCalendarPlaceholder({ title: "Important Meeting" })).toBe(true);
    expect(holdsCalendarPlaceholder({ title: "Graduation day" })).toBe(false);
  });
});
