import { describe, expect, it } from "vitest";
import "../test/load-english.ts";
import { draft, headings, story } from "../test/compile-helpers.ts";
import { calendar, day, photo, scene, text } from "../test/stories/builders.ts";
import { interiorOrExterior, placeInText, placeKind } from "./place-rules.ts";
import { timeFromClock } from "./time-rules.ts";

describe("headings: the place", () => {
  it("is the scene's location, as written, in capitals", () => {
    expect(headings(story([scene("a", "Sunday", { location: "Grandma's kitchen" })]))).toEqual([
      "INT. GRANDMA'S KITCHEN - DAY",
    ]);
  });
  it("else a place the text names, without its article or adjectives", () => {
    const s = scene(
      "a",
      "Tom's letter",
      {},
      text("I walked to the end of the deck and opened the letter."),
    );
    expect(draft(story([s]))).toBe(
      "EXT. DECK - DAY\n\nJANE walks to the end of the deck and opens the letter.",
    );
    expect(placeInText("We met at the old fishing pier at noon.")).toBe("fishing pier");
    expect(placeInText("Dinner in my grandmother's kitchen")).toBe("grandmother's kitchen");
    expect(placeInText("W szkole wszyscy mieli nowe tornistry.")).toBe("szkoła");
    expect(placeInText("Se fue la luz en toda la calle.")).toBe("calle");
  });
  it("is never the title, unless the title names a place", () => {
    expect(headings(story([scene("a", "Tom's letter", {}, text("Nothing happened."))]))).toEqual([
      "INT. SOMEWHERE - DAY",
    ]);
    expect(headings(story([scene("a", "Beach day", {}, text("Sun cream everywhere."))]))).toEqual([
      "EXT. BEACH - DAY",
    ]);
  });
  it("does not take a place word used for another thing", () => {
    expect(placeInText("I lost the car keys again.")).toBeUndefined();
  });
});

describe("headings: INT. or EXT.", () => {
  it("follows the place's head word in the table", () => {
    expect(placeKind("Kitchen of the family house")).toBe("INT.");
    expect(placeKind("Car park behind the school")).toBe("EXT.");
    expect(placeKind("Hospital garden")).toBe("EXT.");
    expect(placeKind("Beach house")).toBe("INT.");
    expect(placeKind("Hospital room")).toBe("INT.");
    expect(placeKind("Ward 9 corridor")).toBe("INT.");
    expect(placeKind("The cliffs")).toBe("EXT.");
    expect(placeKind("Plaża w Jastarni")).toBe("EXT.");
    expect(placeKind("Cocina")).toBe("INT.");
    expect(placeKind("Nathan's")).toBeUndefined();
  });
  it("for an unknown place reads the scene's words, then clues, then says INT.", () => {
    expect(interiorOrExterior("Nathan's", ["We walked along the river."])).toBe("EXT.");
    expect(interiorOrExterior("Nathan's", ["Rain all afternoon."])).toBe("EXT.");
    expect(interiorOrExterior("Nathan's", ["Tea and biscuits."])).toBe("INT.");
  });
});

describe("headings: the time of day", () => {
  it("maps a clock time: night before 5:00 and from 21:00, morning, day, evening from 17:00", () => {
    expect(
      ["04:59", "05:00", "11:59", "12:00", "16:59", "17:00", "19:00", "21:00"].map(timeFromClock),
    ).toEqual(["NIGHT", "MORNING", "MORNING", "DAY", "DAY", "EVENING", "EVENING", "NIGHT"]);
  });
  it("takes the scene's time, else the calendar's start, else a photo's capture time, else words", () => {
    const visit = scene(
      "a",
      "Visit",
      { location: "Hospital room" },
      calendar("2001-03-02", "Visiting Grandpa", { startTime: "19:00" }),
    );
    const photoAt = scene(
      "b",
      "Cake",
      { location: "Kitchen" },
      photo({ caption: "The cake", takenAt: "1999-07-14T22:05:00" }),
    );
    const words = scene("c", "Late", { location: "Porch" }, text("That night the stars came out."));
    const own = scene("d", "Own", { location: "Porch", time: "06:30" }, text("That night."));
    expect([visit, photoAt, words, own].flatMap((s) => headings(story([s])))).toEqual([
      "INT. HOSPITAL ROOM - EVENING",
      "INT. KITCHEN - NIGHT",
      "EXT. PORCH - NIGHT",
      "EXT. PORCH - MORNING",
    ]);
  });
  it("keeps a time written into the location, and the scene's own time of day over it", () => {
    expect(headings(story([scene("a", "Lake", { location: "The lake at dawn" })]))).toEqual([
      "EXT. THE LAKE - DAWN",
    ]);
    expect(
      headings(story([scene("a", "Lake", { location: "The lake at dawn", timeOfDay: "evening" })])),
    ).toEqual(["EXT. THE LAKE - EVENING"]);
  });
  it("ignores the calendar placeholder's time", () => {
    const s = scene(
      "a",
      "A day",
      { location: "Kitchen" },
      calendar("2026-11-26", "Important Meeting", { startTime: "21:00" }),
    );
    expect(headings(story([s]))).toEqual(["INT. KITCHEN - DAY"]);
    expect(draft(story([s]))).toBe("INT. KITCHEN - DAY");
  });
  it("dates a scene from a photo's capture time when nothing else dates it", () => {
    const s = scene(
      "a",
      "Cake",
      { location: "Kitchen" },
      photo({ caption: "The cake", takenAt: "1999-07-14T19:05:00" }),
    );
    expect(draft(story([s]))).toBe(
      "INT. KITCHEN - EVENING\n\nSUPER: JULY 14, 1999\n\nINSERT - PHOTOGRAPH\n\nThe cake.",
    );
    void day;
  });
});
