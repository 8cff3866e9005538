import { describe, expect, it } from "vitest";
import { compileStory, orderScenes } from "./compile-story.ts";
import { interiorOrExterior, timeOfDay, formatDate, timeFromClock } from "./heading-rules.ts";
import { grandmotherStory } from "../test/life-story-fixture.ts";
import { writeFountain } from "../write-fountain.ts";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { checkPages } from "../layout/check-pages.ts";
import type { ScreenplayElement } from "../types.ts";
import type { StoryInput } from "./story-types.ts";

const doc = compileStory(grandmotherStory);
const printed = (els: ScreenplayElement[]) =>
  els.filter((e) => e.type !== "section" && e.type !== "synopsis" && e.type !== "note");

describe("heading rules", () => {
  it("infers INT./EXT. from words, location first", () => {
    expect(interiorOrExterior(["Kitchen of the house"])).toBe("INT.");
    expect(interiorOrExterior(["Harbor of Nazaré"])).toBe("EXT.");
    expect(interiorOrExterior(["", "A walk in the park"])).toBe("EXT.");
    expect(interiorOrExterior(["Grandma's car", "the street"])).toBe("INT.");
    expect(interiorOrExterior(["Somewhere"])).toBe("INT.");
  });
  it("takes the time of day from timeOfDay, else from words, else DAY", () => {
    expect(timeOfDay("evening", [])).toBe("EVENING");
    expect(timeOfDay(undefined, ["It was a quiet night."])).toBe("NIGHT");
    expect(timeOfDay(undefined, ["Breakfast is served"])).toBe("MORNING");
    expect(timeOfDay(undefined, ["Nothing"])).toBe("DAY");
    expect(timeFromClock("06:30")).toBe("MORNING");
    expect(timeFromClock("22:00")).toBe("NIGHT");
  });
  it("formats dates for supers", () => {
    expect(formatDate("1998-03-03")).toBe("MARCH 3, 1998");
    expect(formatDate("soon")).toBe("SOON");
  });
});

describe("compileStory on a grandmother's immigration story", () => {
  it("builds the title page from the movie", () => {
    expect(doc.titlePage.entries).toEqual([
      { key: "Title", values: ["The Salt Road"] },
      { key: "Credit", values: ["Written by"] },
      { key: "Author", values: ["Elena Marques"] },
      { key: "Contact", values: ["elena@example.com"] },
      { key: "Draft date", values: ["2026-11-21"] },
    ]);
  });
  it("orders scenes by the beats order and builds headings", () => {
    const headings = doc.elements
      .filter((e) => e.type === "scene_heading")
      .map((e) => (e.type === "scene_heading" ? e.text : ""));
    expect(headings).toEqual([
      "EXT. HARBOR OF NAZARÉ - MORNING",
      "INT. KITCHEN OF THE FAMILY HOUSE - EVENING",
      "EXT. THE CROSSING - MORNING (MARCH 3, 1961)",
      "EXT. ELLIS ISLAND FERRY DOCK - DAY",
      "EXT. BACKYARD IN NEWARK - NIGHT",
      "INT. ELENA'S APARTMENT - DAY",
    ]);
    expect(orderScenes(grandmotherStory.scenes, ["s-today", "missing"]).map((s) => s.id)[0]).toBe(
      "s-today",
    );
  });
  it("turns every element type into screenplay elements by the documented rules", () => {
    const els = printed(doc.elements);
    const texts = els.map((e) =>
      "text" in e ? e.text : e.type === "character" ? `CUE:${e.name}` : e.type,
    );
    expect(texts).toEqual([
      "FADE IN:",
      "EXT. HARBOR OF NAZARÉ - MORNING",
      "Fishing boats rock against the *grey* water.",
      "ROSA, 19, a fisherman's daughter -- quick to laugh, slow to cry.",
      "Rosa grips a cardboard suitcase tied with string.",
      "She does not look back.",
      "A moment, looping: A hand waving goodbye.",
      "CUE:ROSA",
      "I will write every Sunday.",
      "INT. KITCHEN OF THE FAMILY HOUSE - EVENING",
      "TOMÁS, Rosa's father.",
      "The family eats in silence. **Nobody** mentions the suitcase by the door.",
      "CUE:TOMÁS",
      "The sea takes and the sea gives. Go.",
      "Rosa looks at her plate.",
      "A photograph: The last photo of the whole family.",
      "EXT. THE CROSSING - MORNING (MARCH 3, 1961)",
      "Boarding the Santa Maria. Eleven days at sea.",
      "On a screen: Passengers crowd the rail as the ship leaves port.",
      '"Every wave is one less between me and the rest of my life."',
      "EXT. ELLIS ISLAND FERRY DOCK - DAY",
      "SUPER: MARCH 14, 1961",
      "Arrival in New York.",
      "Rosa holds up her papers. The officer _stamps_ them without looking up.",
      "A beat -- relieved.",
      "EXT. BACKYARD IN NEWARK - NIGHT",
      "Photographs, one after another:\n- Rosa in a borrowed dress.\n- The cake, slightly crooked.\n- Dancing under paper lanterns at night.",
      "Laughter. Someone plays an accordion badly.",
      "INT. ELENA'S APARTMENT - DAY",
      "ELENA, her granddaughter, 30s.",
      "ELENA, 30s, opens the old cardboard suitcase. Inside: letters, every Sunday, for forty years.",
      "CUE:ELENA",
      "She kept her promise.",
      "FADE OUT.",
    ]);
  });
  it("never prints a URL", () => {
    expect(JSON.stringify(doc.elements)).not.toMatch(/https?:|example\.com\/|\.jpg|\.gif|\.mp4/);
  });
  it("is deterministic, round-trips through Fountain and paginates cleanly", () => {
    expect(compileStory(grandmotherStory)).toEqual(doc);
    const back = parseFountain(writeFountain(doc));
    expect(
      back.elements.map(({ pos: _p, ...e }) => e).map((e) => ({ ...e, forced: undefined })),
    ).toEqual(doc.elements.map((e) => ({ ...e, forced: undefined })));
    const p = paginate(doc);
    expect(checkPages(p.pages)).toEqual([]);
    expect(p.titlePage?.map((l) => l.text)).toEqual(
      expect.arrayContaining(["THE SALT ROAD", "Written by", "Elena Marques", "2026-11-21"]),
    );
  });
  it("uses the author's name as the cue when no character matches", () => {
    const input: StoryInput = {
      movie: { title: "T" },
      scenes: [
        {
          id: "s",
          title: "S",
          elements: [
            { id: "q", elementType: "quote", content: { quote: "Hi.", author: "Uncle Joe" } },
          ],
        },
      ],
    };
    const els = compileStory(input).elements;
    expect(els).toContainEqual({ type: "character", name: "UNCLE JOE" });
    expect(compileStory(input).titlePage.entries).toEqual([{ key: "Title", values: ["T"] }]);
  });
});
