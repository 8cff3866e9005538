import { describe, expect, it } from "vitest";
import { releaseVelocity, sheetOffset, shouldCloseOnRelease } from "./sheet-release";

describe("sheet release", () => {
  it("closes past 150 px or 500 px/s", () => {
    expect(shouldCloseOnRelease(151, 0)).toBe(true);
    expect(shouldCloseOnRelease(100, 501)).toBe(true);
    expect(shouldCloseOnRelease(149, 499)).toBe(false);
  });
  it("measures speed over the last 100 ms", () => {
    expect(
      releaseVelocity([
        { t: 0, y: 0 },
        { t: 100, y: 60 },
      ]),
    ).toBe(600);
    expect(releaseVelocity([{ t: 0, y: 0 }])).toBe(0);
  });
  it("follows a downward drag and resists an upward one", () => {
    expect(sheetOffset(120)).toBe(120);
    expect(sheetOffset(0)).toBe(0);
    expect(sheetOffset(-100)).toBe(-10);
  });
});
