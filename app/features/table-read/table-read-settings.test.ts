import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseSettings } from "./table-read-settings";

describe("stored table read settings", () => {
  it("reads back what was stored", () => {
    const stored = { picks: { ROSA: "voice-a", Narrator: "voice-b" }, narrator: false, rate: 1.5 };
    expect(parseSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it("falls back to the defaults for anything unreadable, keeping what is readable", () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings("{not json")).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings("42")).toEqual(DEFAULT_SETTINGS);
    expect(
      parseSettings(JSON.stringify({ picks: { ROSA: 3, TOM: "v" }, narrator: "yes", rate: 9 })),
    ).toEqual({ picks: { TOM: "v" }, narrator: true, rate: 1 });
  });
});
