import { describe, expect, it } from "vitest";
import { SCENE_EMOTIONS_MAX } from "#contracts/scene-metadata.ts";
import { emotionAdded, metadataOf, sceneFacts } from "./scene-facts";

describe("scene facts", () => {
  it("reads the known keys typed, keeps the others, and writes back only what is set", () => {
    const facts = sceneFacts({
      importedFrom: "instagram",
      emotions: [{ core: "fear", feeling: "scared" }],
      date: { year: 2021, month: 3, day: 3 },
      time: "bad",
    });
    expect(facts).toEqual({
      emotions: [{ core: "fear", feeling: "scared" }],
      date: { year: 2021, month: 3, day: 3 },
      time: null,
      otherMetadata: { importedFrom: "instagram" },
    });
    expect(metadataOf({ ...facts, emotions: [], date: null })).toEqual({
      importedFrom: "instagram",
    });
  });

  it("holds at most the contract's number of feelings", () => {
    let emotions = emotionAdded([], { core: "happy", feeling: "Joyful" });
    for (const feeling of ["lonely", "hurt", "grief", "depressed", "unhappy"]) {
      emotions = emotionAdded(emotions, { core: "sad", feeling });
    }
    for (const feeling of ["cautious", "weak", "scared"]) {
      emotions = emotionAdded(emotions, { core: "fear", feeling });
    }
    expect(emotions).toHaveLength(SCENE_EMOTIONS_MAX);
    expect(emotions[0]).toEqual({ core: "happy", feeling: "joyful" });
  });
});
