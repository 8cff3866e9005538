import { describe, expect, it } from "vitest";
import type { BeatBoard } from "#contracts/screenplay.ts";
import { beatSpans } from "./beat-spans";

const board = (beats: Array<[string, string[]]>): BeatBoard => ({
  movieId: "m",
  structure: "save_the_cat",
  beats: beats.map(([title, sceneIds], i) => ({ beatKey: `b${i}`, title, sceneIds })),
  unplacedSceneIds: [],
  version: 1,
  updatedAt: null,
});

describe("the beats under the arc", () => {
  it("spans each beat over its neighbouring scenes, and leaves scenes on no beat out", () => {
    const spans = beatSpans(
      ["a", "b", "c", "d", "e"],
      board([
        ["Opening Image", ["a"]],
        ["Catalyst", ["b", "c"]],
        ["Finale", ["e"]],
      ]),
    );
    expect(spans).toEqual([
      { title: "Opening Image", first: 0, last: 0 },
      { title: "Catalyst", first: 1, last: 2 },
      { title: "Finale", first: 4, last: 4 },
    ]);
  });

  it("has nothing to mark without a board", () => {
    expect(beatSpans(["a"], undefined)).toEqual([]);
  });
});
