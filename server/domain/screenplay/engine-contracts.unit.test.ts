import { describe, expect, it } from "vitest";
import { CALENDAR_PLACEHOLDER } from "#contracts/scene-element.ts";
import { coreEmotionIds } from "#contracts/emotion-wheel.ts";
import {
  CALENDAR_PLACEHOLDER_DESCRIPTION,
  CALENDAR_PLACEHOLDER_TITLE,
} from "#screenplay/compile/scene-facts.ts";
import { GESTURES } from "#screenplay/compile/emotion-beats.ts";

// The engine imports nothing of ours, so it keeps its own copy of what it must know of the
// contracts: these stay equal.
describe("what the story compiler knows of the contracts", () => {
  it("knows the calendar's placeholder, which it never prints", () => {
    expect({
      title: CALENDAR_PLACEHOLDER_TITLE,
      description: CALENDAR_PLACEHOLDER_DESCRIPTION,
    }).toEqual(CALENDAR_PLACEHOLDER);
  });
  it("has a gesture for every core emotion of the wheel", () => {
    expect(Object.keys(GESTURES).sort()).toEqual([...coreEmotionIds].sort());
  });
});
