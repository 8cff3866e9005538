import { describe, expect, it } from "vitest";
import "../test/load-english.ts";
import { summerStory } from "../test/summer-fixture.ts";
import type { ScreenplayElement } from "../types.ts";
import { compileStory } from "./compile-story.ts";
import { splitLocationTime } from "./location-time.ts";
import { isSelf, selfName } from "./speaker-rules.ts";
import { draft } from "../test/compile-helpers.ts";
import type { StoryInput } from "./story-types.ts";

const cues = (els: ScreenplayElement[]) =>
  els.flatMap((e) => (e.type === "character" ? [e.name] : []));
const headings = (els: ScreenplayElement[]) =>
  els.flatMap((e) => (e.type === "scene_heading" ? [e.text] : []));

describe("the compiler on the summer with Dad", () => {
  const doc = compileStory(summerStory);

  it("writes the summer as a screenplay: the writer's voice, DAD and SAM speaking", () => {
    expect(draft(summerStory)).toBe(
      [
        "EXT. THE LAKE - DAWN",
        "DAD, SAM's father -- patient, smells of pine tar.",
        "SAM (V.O.)\n(peaceful)\nI am twelve and I think the fog is the lake breathing.",
        "DAD\nCast it past the reeds. Fish hide where it's quiet.",
        "SAM\nWhat if I don't catch anything?",
        "EXT. THE OLD DOCK - DAY",
        "SUPER: JULY 2, 1994",
        "First fish.",
        "SAM\nLook! I got one!",
        "INT. GRANDMA'S KITCHEN - NIGHT",
        "DAD\nYou cleaned it yourself? Proud of you.",
        "INT. THE CAR - DAY",
        "Going home.",
        "SAM\nSame lake next year?",
      ].join("\n\n"),
    );
    expect(cues(doc.elements)).not.toContain("ME");
  });

  it("moves the time word of a location into the heading", () => {
    expect(headings(doc.elements)).toEqual([
      "EXT. THE LAKE - DAWN",
      "EXT. THE OLD DOCK - DAY",
      "INT. GRANDMA'S KITCHEN - NIGHT",
      "INT. THE CAR - DAY",
    ]);
  });

  it("speaks for the writer with the first name when there is no protagonist card", () => {
    const noCard: StoryInput = { ...summerStory, notes: {} };
    expect(cues(compileStory(noCard).elements)).toEqual(["SAM", "DAD", "SAM", "SAM", "DAD", "SAM"]);
    const nobody: StoryInput = { ...summerStory, notes: {}, movie: { title: "T" } };
    expect(cues(compileStory(nobody).elements)).toEqual([
      "NARRATOR",
      "DAD",
      "NARRATOR",
      "NARRATOR",
      "DAD",
      // Without the account's name, "Sam" is someone else.
      "SAM",
    ]);
  });

  it("uses the protagonist card's name over the account's name", () => {
    const card: StoryInput = { ...summerStory, notes: { protagonist: "Young Sam" } };
    expect(cues(compileStory(card).elements)).toEqual([
      "YOUNG SAM",
      "DAD",
      "YOUNG SAM",
      "YOUNG SAM",
      "DAD",
      "YOUNG SAM",
    ]);
  });

  it("keeps an explicit time of day over the location's time word", () => {
    const first = summerStory.scenes[0]!;
    const input: StoryInput = { ...summerStory, scenes: [{ ...first, timeOfDay: "evening" }] };
    expect(headings(compileStory(input).elements)).toEqual(["EXT. THE LAKE - EVENING"]);
  });
});

describe("location time words", () => {
  it("splits a trailing time phrase from the place", () => {
    expect(splitLocationTime("The lake at dawn")).toEqual({ place: "The lake", time: "DAWN" });
    expect(splitLocationTime("Kitchen - night")).toEqual({ place: "Kitchen", time: "NIGHT" });
    expect(splitLocationTime("Beach, early morning")).toEqual({ place: "Beach", time: "MORNING" });
    expect(splitLocationTime("Porch in the evening")).toEqual({ place: "Porch", time: "EVENING" });
    expect(splitLocationTime("Pier at sunset")).toEqual({ place: "Pier", time: "EVENING" });
    expect(splitLocationTime("Field at dusk")).toEqual({ place: "Field", time: "DUSK" });
  });
  it("leaves a place whose name only contains a time word", () => {
    expect(splitLocationTime("Night market")).toEqual({ place: "Night market" });
    expect(splitLocationTime("Dawn")).toEqual({ place: "Dawn" });
    expect(splitLocationTime("Harbor of Nazaré")).toEqual({ place: "Harbor of Nazaré" });
  });
});

describe("self speaker", () => {
  it("recognises Me, I, Myself, the full and the first name", () => {
    for (const a of ["Me", "i", " myself ", "Sam", "sam rivera", "Yo", "Ja"]) {
      expect(isSelf(a, "Sam Rivera")).toBe(true);
    }
    expect(isSelf("Dad", "Sam Rivera")).toBe(false);
    expect(isSelf("Rivera", "Sam Rivera")).toBe(false);
    expect(isSelf("Sam", undefined)).toBe(false);
  });
  it("names the protagonist, else the first name", () => {
    expect(selfName({ ownName: "Sam Rivera", protagonist: " Samantha " })).toBe("Samantha");
    expect(selfName({ ownName: "Sam Rivera" })).toBe("Sam");
    expect(selfName({})).toBeUndefined();
  });
});
