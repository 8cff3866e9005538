import { describe, expect, it } from "vitest";
import { EMOJI, insertAt } from "./emoji";

describe("emoji", () => {
  it("has about 190 distinct emoji and inserts at the cursor", () => {
    expect(EMOJI.length).toBeGreaterThanOrEqual(185);
    expect(EMOJI.length).toBeLessThanOrEqual(195);
    expect(new Set(EMOJI).size).toBe(EMOJI.length);
    expect(insertAt("ab", 1, 1, "😀")).toEqual({ value: "a😀b", caret: 3 });
  });
});
