import { describe, expect, it } from "vitest";
import { dateLabel, monthLabel, percent } from "./format.ts";
import { UNDATED } from "./preview.ts";

describe("import page wording", () => {
  it("names months and days in UTC, as the groups are made", () => {
    expect(monthLabel("2019-07")).toBe("July 2019");
    expect(monthLabel(UNDATED)).toBe("No date");
    expect(dateLabel("2019-07-31T23:30:00Z")).toBe("Wed, Jul 31, 2019");
    expect(dateLabel(null)).toBe("No date");
    expect(dateLabel("not a date")).toBe("No date");
  });

  it("rounds progress", () => {
    expect(percent(0.426)).toBe(43);
    expect(percent(1.2)).toBe(100);
  });
});
