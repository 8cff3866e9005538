import { describe, expect, it } from "vitest";
import "../test/load-english.ts";
import { compileStory } from "./compile-story.ts";
import { checkDraft, pastTenseVerbs } from "./check-draft.ts";
import { storyCorpus } from "../test/stories/index.ts";
import { draft } from "../test/compile-helpers.ts";
import { paginate } from "../layout/paginate.ts";
import { checkPages } from "../layout/check-pages.ts";
import { parseFountain } from "../parse/parse-fountain.ts";
import { writeFountain } from "../write-fountain.ts";
import type { ScreenplayDocument } from "../types.ts";
import type { StoryInput } from "./story-types.ts";

const stories = Object.entries(storyCorpus);

/** One scene of a corpus story, compiled within its story (names, dates and supers as there). */
function sceneDraft(input: StoryInput, id: string): string {
  const all = draft(input).split(/\n\n(?=(?:INT|EXT)\. )/);
  const order = compileStory(input).elements.flatMap((e) => (e.type === "section" ? [e.text] : []));
  const title = input.scenes.find((s) => s.id === id)?.title;
  return all[order.indexOf(title as string)] as string;
}

describe("the captured-story corpus", () => {
  it("holds five movies and more than 60 scenes, in English, Polish and Spanish", () => {
    expect(stories).toHaveLength(5);
    expect(stories.reduce((n, [, s]) => n + s.scenes.length, 0)).toBeGreaterThanOrEqual(60);
  });

  describe.each(stories)("%s", (_name, input) => {
    const doc = compileStory(input);
    it("reads as a screenplay: the checker finds nothing", () => {
      expect(checkDraft(doc, input)).toEqual({
        fileNames: [],
        firstPersonInAction: [],
        pastTenseInAction: [],
        badHeadings: [],
        quotesNotUnderSpeaker: [],
      });
    });
    it("is deterministic, round-trips through Fountain and paginates by the page rules", () => {
      expect(compileStory(input)).toEqual(doc);
      const back = parseFountain(writeFountain(doc));
      const plain = (els: ScreenplayDocument["elements"]) =>
        els.map((e) => {
          const { pos: _p, ...rest } = e as typeof e & { forced?: boolean };
          delete rest.forced;
          return rest;
        });
      expect(plain(back.elements)).toEqual(plain(doc.elements));
      expect(checkPages(paginate(doc).pages)).toEqual([]);
    });
  });

  it("writes Tom's letter as action and the writer's voice", () => {
    expect(sceneDraft(storyCorpus["lighthouse-summers"] as StoryInput, "ls-3")).toBe(
      [
        "EXT. DECK - DAY",
        "SUPER: AUGUST 1998",
        "Jane walks to the end of the deck and opens the letter. Tom isn't coming that summer.",
        "JANE (V.O.)\n(lonely)\nI felt completely alone.",
      ].join("\n\n"),
    );
  });
  it("writes the hospital visit at 19:00 in the evening, the writer answering with a feeling", () => {
    expect(sceneDraft(storyCorpus["lighthouse-summers"] as StoryInput, "ls-8")).toBe(
      [
        "INT. HOSPITAL ROOM - EVENING",
        "SUPER: MARCH 2, 2001",
        "Visiting Grandpa.",
        "Grandpa Joe looks small in the white bed. The nurse brings two chairs.",
        "GRANDPA JOE\nTell me about the sea, Janey.",
        "JANE\n(grief)\nIt's still there. Waiting for you.",
        "JANE (V.O.)\nI kept reaching for someone who was no longer there.",
      ].join("\n\n"),
    );
  });
  it("keeps the Polish summer as written, its photo captioned in Polish", () => {
    expect(sceneDraft(storyCorpus["ulica-dluga"] as StoryInput, "ud-5")).toBe(
      [
        "EXT. PLAŻA W JASTARNI - DAY",
        "SUPER: JULY 1992",
        "Pierwszy raz zobaczyłam morze. Było szare i ogromne.",
        "TATA\nNie wchodź za daleko!",
        "INSERT - PHOTOGRAPH",
        "Ja i Tata na plaży.",
        "AGNIESZKA smiles -- joyful.",
      ].join("\n\n"),
    );
  });
  it("keeps the Spanish hospital scene as written, under Spanish cues", () => {
    expect(sceneDraft(storyCorpus["casa-de-la-playa"] as StoryInput, "cp-7")).toBe(
      [
        "INT. HOSPITAL DE CÁDIZ - EVENING",
        "SUPER: MARCH 10, 2010",
        "Visita al abuelo.",
        "El abuelo estaba muy delgado. Me pidió que le contara cosas del mar.",
        "ABUELO\nCuéntame cómo está el agua.",
        "LUCÍA\n(grief)\nFría, abuelo. Como a ti te gusta.",
      ].join("\n\n"),
    );
  });
  it("writes an imported photo post once, its file name nowhere", () => {
    expect(sceneDraft(storyCorpus["first-year-toronto"] as StoryInput, "ft-4")).toBe(
      [
        "EXT. DUNDAS STREET - DAY",
        "INSERT - PHOTOGRAPH",
        "A photograph: Dundas Street, February 12, 2019.",
        "First snowstorm. The whole street disappears under white and the kids next door build a fort.",
      ].join("\n\n"),
    );
  });
});

describe("the checker", () => {
  // The old data-dump draft, as the compiler wrote it before these rules.
  const old: ScreenplayDocument = parseFountain(
    [
      "EXT. TOM'S LETTER - DAY",
      "Tom's letter",
      "A photograph: photo2.jpg.",
      "I walked to the end of the deck and opened the letter.",
      "I felt completely alone.",
      "KITCHEN",
      "MUM\nCome here.",
      "ME\nNo.",
    ].join("\n\n"),
  );
  const story: StoryInput = {
    movie: { title: "T", authorName: "Jane Whitlock" },
    scenes: [
      {
        id: "a",
        title: "Tom's letter",
        elements: [
          { id: "q1", elementType: "quote", content: { quote: "Come here.", author: "Mum" } },
          { id: "q2", elementType: "quote", content: { quote: "No.", author: "Me" } },
        ],
      },
    ],
  };
  it("finds every fault of a data-dump draft", () => {
    const report = checkDraft(old, story);
    expect(report.fileNames).toEqual(["A photograph: photo2.jpg."]);
    expect(report.firstPersonInAction).toEqual([
      "I walked to the end of the deck and opened the letter.",
      "I felt completely alone.",
    ]);
    expect(report.pastTenseInAction.map((l) => l.replace(/^.*\[/, "["))).toEqual([
      "[walked, opened]",
      "[felt]",
    ]);
    expect(report.quotesNotUnderSpeaker).toEqual(["JANE: No."]);
    expect(
      checkDraft(parseFountain("INT. KITCHEN\n\nTea.\n\nKITCHEN - DAY\n\nX."), story).badHeadings,
    ).toEqual(["INT. KITCHEN"]);
  });
  it("tells past verbs from participles and adjectives", () => {
    expect(pastTenseVerbs("The door is locked.")).toEqual([]);
    expect(pastTenseVerbs("Jane holds the collapsed cake.")).toEqual([]);
    expect(pastTenseVerbs("Ada reads a card signed by everyone.")).toEqual([]);
    expect(pastTenseVerbs('Mum says, "We went home."')).toEqual([]);
    expect(pastTenseVerbs("Tom left.")).toEqual(["left"]);
  });
});
