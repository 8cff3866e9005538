import { describe, expect, it } from "vitest";
import { confidenceLevel, needsConfidenceWarning } from "./confidence-level.ts";

describe("confidenceLevel", () => {
  it("is High from 90, Medium from 70 to 89, Low below 70", () => {
    expect(confidenceLevel(100)).toBe("High");
    expect(confidenceLevel(90)).toBe("High");
    expect(confidenceLevel(89)).toBe("Medium");
    expect(confidenceLevel(70)).toBe("Medium");
    expect(confidenceLevel(69)).toBe("Low");
    expect(confidenceLevel(0)).toBe("Low");
  });

  it("says Unknown when there is no score", () => {
    expect(confidenceLevel(null)).toBe("Unknown");
    expect(confidenceLevel(undefined)).toBe("Unknown");
    expect(confidenceLevel(Number.NaN)).toBe("Unknown");
  });

  it("warns only for Low", () => {
    expect(needsConfidenceWarning(69)).toBe(true);
    expect(needsConfidenceWarning(70)).toBe(false);
    expect(needsConfidenceWarning(null)).toBe(false);
  });
});
