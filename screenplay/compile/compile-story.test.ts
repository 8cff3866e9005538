import { describe, expect, it } from "vitest";
import "../test/load-english.ts";
import { compileStory } from "./compile-story.ts";
import { grandmotherStory } from "../test/life-story-fixture.ts";
import { draft } from "../test/compile-helpers.ts";
import { writeFountain } from "../write-fountain.ts";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { checkPages } from "../layout/check-pages.ts";
import type { StoryInput } from "./story-types.ts";

const doc = compileStory(grandmotherStory);

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
  it("keeps the logline and theme as unprinted synopsis and note, and opens and closes the script", () => {
    expect(doc.elements.slice(0, 3)).toEqual([
      {
        type: "synopsis",
        text: "A young woman leaves her village to build a family across the sea.",
      },
      { type: "note", text: "Theme: Home is what you carry." },
      { type: "action", text: "FADE IN:" },
    ]);
    expect(doc.elements.at(-1)).toEqual({ type: "transition", text: "FADE OUT.", forced: true });
    expect(
      doc.elements.filter((e) => e.type === "section").map((e) => e.type === "section" && e.text),
    ).toEqual([
      "Leaving the village",
      "The last dinner",
      "The crossing",
      "Arrival",
      "The wedding",
      "Today",
    ]);
  });
  it("writes every element type by the documented rules", () => {
    expect(draft(grandmotherStory)).toBe(
      [
        "EXT. HARBOR OF NAZARÉ - MORNING",
        "Fishing boats rock against the *grey* water.",
        "ROSA, 19, a fisherman's daughter -- quick to laugh, slow to cry.",
        "Rosa grips a cardboard suitcase tied with string.",
        "She does not look back.",
        "ROSA\nI will write every Sunday.",
        "[[Left out of this draft (GIF): A hand waving goodbye]]",
        "INT. KITCHEN OF THE FAMILY HOUSE - EVENING",
        "TOMÁS, Rosa's father.",
        "The family eats in silence. **Nobody** mentions the suitcase by the door.",
        "TOMÁS\nThe sea takes and the sea gives. Go.",
        "Rosa looks at her plate.",
        "INSERT - PHOTOGRAPH",
        "The last photo of the whole family.",
        "ELENA goes quiet -- lonely.",
        "EXT. SEA - MORNING",
        "SUPER: MARCH 3, 1961",
        "Boarding the Santa Maria.",
        "Eleven days at sea.",
        "INSERT - HOME VIDEO",
        "Passengers crowd the rail as the ship leaves port.",
        '"Every wave is one less between me and the rest of my life."',
        "EXT. ELLIS ISLAND FERRY DOCK - DAY",
        "Arrival in New York.",
        "Rosa holds up her papers. The officer _stamps_ them without looking up.",
        "Elena smiles -- relieved.",
        "EXT. BACKYARD IN NEWARK - NIGHT",
        "INSERT - PHOTOGRAPHS",
        "Rosa in a borrowed dress.",
        "The cake, slightly crooked.",
        "Dancing under paper lanterns at night.",
        "Laughter. Someone plays an accordion badly.",
        "INT. ELENA'S APARTMENT - DAY",
        "ELENA, her granddaughter, 30s.",
        "ELENA, 30s, opens the old cardboard suitcase. Inside: letters, every Sunday, for forty years.",
        "ELENA\nShe kept her promise.",
      ].join("\n\n"),
    );
  });
  it("never prints a URL or a file name", () => {
    const printed = writeFountain(doc);
    expect(printed).not.toMatch(/https?:|example\.com\/|\.jpg|\.gif|\.mp4/);
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
  it("introduces a character in the middle of a sentence, a role typed with a capital too", () => {
    const input: StoryInput = {
      movie: { title: "T" },
      characters: [
        { id: "r", name: "Rosa", role: "The daughter who leaves", description: "quick to laugh" },
        { id: "m", name: "Marta", role: "Mum's best friend" },
      ],
      scenes: [
        {
          id: "s",
          title: "S",
          characterIds: ["r", "m"],
          elements: [{ id: "t", elementType: "text", content: { text: "Rosa packs." } }],
        },
      ],
    };
    const actions = compileStory(input)
      .elements.filter((e) => e.type === "action")
      .map((e) => e.type === "action" && e.text);
    expect(actions).toContain("ROSA, the daughter who leaves -- quick to laugh.");
    // A name at the start of a role keeps its capital.
    expect(actions).toContain("MARTA, Mum's best friend.");
  });
});
