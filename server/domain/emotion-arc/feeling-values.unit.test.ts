import { describe, expect, it } from "vitest";
import { EMOTION_WHEEL } from "#contracts/emotion-wheel.ts";
import { FEELING_VALUES, feelingValue } from "./feeling-values.ts";

describe("the wheel's feelings on the two axes", () => {
  it("gives every feeling of the wheel a pair, and nothing that is not on the wheel", () => {
    const onWheel = EMOTION_WHEEL.flatMap((e) =>
      e.feelings.map((f) => `${e.id}/${f.label.toLowerCase()}`),
    );
    const inTable = Object.entries(FEELING_VALUES).flatMap(([core, feelings]) =>
      Object.keys(feelings).map((f) => `${core}/${f}`),
    );
    expect(inTable.sort()).toEqual(onWheel.sort());
  });

  it("keeps every value within -1..1", () => {
    for (const feelings of Object.values(FEELING_VALUES))
      for (const { valence, arousal } of Object.values(feelings)) {
        expect(Math.abs(valence)).toBeLessThanOrEqual(1);
        expect(Math.abs(arousal)).toBeLessThanOrEqual(1);
      }
  });

  it("puts the pleasant cores above the middle and the unpleasant ones below", () => {
    const mean = (core: keyof typeof FEELING_VALUES) => {
      const values = Object.values(FEELING_VALUES[core]);
      return values.reduce((a, v) => a + v.valence, 0) / values.length;
    };
    for (const core of ["happy", "trust", "anticipation"] as const)
      expect(mean(core)).toBeGreaterThan(0);
    for (const core of ["sad", "fear", "angry", "disgust"] as const)
      expect(mean(core)).toBeLessThan(0);
  });

  it("finds a feeling whatever its case, and nothing for a word off the wheel", () => {
    expect(feelingValue("Sad", "Grief")).toEqual({ valence: -0.9, arousal: -0.2 });
    expect(feelingValue("trust", "peaceful")?.arousal).toBeLessThan(0);
    expect(feelingValue("happy", "grief")).toBeUndefined();
    expect(feelingValue("bored", "bored")).toBeUndefined();
  });
});
