import { describe, expect, it } from "vitest";
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
});
