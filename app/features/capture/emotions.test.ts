import { describe, expect, it } from "vitest";
import { appendSentence, EMOTIONS } from "./emotions";

describe("emotions", () => {
  it("has the eight core emotions and their sub-emotions, each with a sentence", () => {
    expect(EMOTIONS.map((e) => e.label)).toEqual([
      "Happy",
      "Sad",
      "Fear",
      "Angry",
      "Disgust",
      "Surprise",
      "Anticipation",
      "Trust",
    ]);
    expect(EMOTIONS[0]?.subEmotions.map((s) => s.label)).toEqual([
      "Optimistic",
      "Confident",
      "Strong",
      "Joyful",
      "Loving",
    ]);
    for (const e of EMOTIONS)
      for (const s of e.subEmotions) expect(s.sentence).toMatch(/\bI\b|\bmy\b|\bme\b/i);
    expect(appendSentence("It rained. ", "I smiled.")).toBe("It rained. I smiled.");
    expect(appendSentence("", "I smiled.")).toBe("I smiled.");
  });
});
