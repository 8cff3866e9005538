import { describe, expect, it } from "vitest";
import { parseRange } from "./open-media.ts";

describe("parseRange", () => {
  it("reads the single-range forms a video element sends", () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange("bytes=0-", 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange("bytes=90-500", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
  });

  it("answers the whole file for what it does not understand, and 'bad' past the end", () => {
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
    expect(parseRange("bytes=100-", 100)).toBe("bad");
    expect(parseRange("bytes=20-10", 100)).toBe("bad");
    expect(parseRange("bytes=-0", 100)).toBe("bad");
  });
});
