import { describe, expect, it } from "vitest";
import { dailyJobId, nextDailyRun } from "./daily-job.ts";

describe("daily jobs", () => {
  it("run at the next 03:00 UTC", () => {
    expect(nextDailyRun(new Date("2026-03-01T01:00:00Z")).toISOString()).toBe(
      "2026-03-01T03:00:00.000Z",
    );
    expect(nextDailyRun(new Date("2026-03-01T03:00:00Z")).toISOString()).toBe(
      "2026-03-02T03:00:00.000Z",
    );
    expect(nextDailyRun(new Date("2026-12-31T22:00:00Z")).toISOString()).toBe(
      "2027-01-01T03:00:00.000Z",
    );
  });
  it("one id per kind and day, the same on every server, shaped as a UUID", () => {
    const day = new Date("2026-03-01T03:00:00Z");
    expect(dailyJobId("a", day)).toBe(dailyJobId("a", new Date("2026-03-01T20:00:00Z")));
    expect(dailyJobId("a", day)).not.toBe(dailyJobId("b", day));
    expect(dailyJobId("a", day)).not.toBe(dailyJobId("a", new Date("2026-03-02T03:00:00Z")));
    expect(dailyJobId("a", day)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
