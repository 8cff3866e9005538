import { describe, expect, it } from "vitest";
import "../test/load-english.ts";
import { draft, story } from "../test/compile-helpers.ts";
import { emotionSentence, quote, scene, text } from "../test/stories/builders.ts";
import { narrateSentence } from "./english/narrate.ts";
import { isEnglish } from "./english/language.ts";
import { WRITER } from "./english/work-token.ts";

const people = { writerKnown: true, companions: ["Mum"] };
const said = (s: string) => {
  const n = narrateSentence(s, people);
  return n.kind === "action" ? n.text.replaceAll(WRITER, "Jane") : `V.O.: ${n.text}`;
};

describe("action: present tense, third person", () => {
  it.each([
    [
      "I walked to the end of the deck and opened the letter.",
      "Jane walks to the end of the deck and opens the letter.",
    ],
    ["Mum was waiting at the door.", "Mum is waiting at the door."],
    ["Mum and Dad were dancing in the kitchen.", "Mum and Dad are dancing in the kitchen."],
    ["The kids on the beach laughed.", "The kids on the beach laugh."],
    ["I had never seen the sea before.", "Jane has never seen the sea before."],
    ["My brother threw the ball over the fence.", "Jane's brother throws the ball over the fence."],
    ["My mum hugged me at the gate.", "Mum hugs Jane at the gate."],
    [
      "We drove to the coast in Dad's old Volvo.",
      "Jane and Mum drive to the coast in Dad's old Volvo.",
    ],
    ["We didn't say a word.", "Jane and Mum don't say a word."],
    [
      "Dad handed me the rod and I cast it past the reeds.",
      "Dad hands Jane the rod and Jane casts it past the reeds.",
    ],
    ["Grandma put the kettle on.", "Grandma puts the kettle on."],
    [
      "Rosa grips a cardboard suitcase tied with string.",
      "Rosa grips a cardboard suitcase tied with string.",
    ],
    [
      "We baked a cake that collapsed in the middle.",
      "Jane and Mum bake a cake that collapses in the middle.",
    ],
    ["I'm sitting on the pier.", "Jane is sitting on the pier."],
    ["I push the trolley down the corridor.", "Jane pushes the trolley down the corridor."],
    ["The door was locked.", "The door is locked."],
    ['He said, "I will be back by six."', 'He says, "I will be back by six."'],
  ])("%s", (input, output) => {
    expect(said(input)).toBe(output);
  });
});

describe("voice-over: what cannot be filmed, or rewritten safely", () => {
  it.each([
    ["I felt completely alone."],
    ["I remember thinking it would never end."],
    ["My heart was pounding so hard I could hear it."],
    ["I was so scared."],
    ["Where did you go?"],
    ["You never forget your first boat."],
    ["We would swim every morning."],
    ["I grabbed my coat and ran."],
    ["Our house was small."],
    ["I'd never been so cold."],
  ])("%s", (input) => {
    expect(said(input)).toBe(`V.O.: ${input}`);
  });
  it("keeps 'we' in the writer's words when nobody else is in the scene", () => {
    expect(narrateSentence("We drove all night.", { writerKnown: true, companions: [] }).kind).toBe(
      "voice-over",
    );
  });
  it("puts a scene's words in order: action, then the writer's voice, one speech while it lasts", () => {
    const s = scene(
      "a",
      "Tom's letter",
      {},
      text(
        "Tom's letter\n\nI walked to the end of the deck and opened the letter. Tom wasn't coming that summer.\n\nI felt completely alone. I remember thinking the summer would never end.",
      ),
    );
    expect(draft(story([s]))).toBe(
      [
        "EXT. DECK - DAY",
        "JANE walks to the end of the deck and opens the letter. Tom isn't coming that summer.",
        "JANE (V.O.)\nI felt completely alone. I remember thinking the summer would never end.",
      ].join("\n\n"),
    );
  });
  it("names the writer in capitals where they first appear, as written after that", () => {
    const s = scene(
      "a",
      "Pier",
      { location: "Pier" },
      text("I ran to the pier."),
      text("I sat down."),
    );
    expect(draft(story([s]))).toBe("EXT. PIER - DAY\n\nJANE runs to the pier.\n\nJane sits down.");
  });
  it("keeps an emotion sentence in the writer's voice whatever its words", () => {
    const s = scene(
      "a",
      "Storm",
      { location: "Cottage" },
      emotionSentence("My legs gave way.", "Fear", "Weak"),
    );
    expect(draft(story([s]))).toBe("INT. COTTAGE - DAY\n\nJANE (V.O.)\n(weak)\nMy legs gave way.");
  });
});

describe("other languages", () => {
  it("tells English from Polish and Spanish", () => {
    expect(isEnglish("I walked to the pier and sat down.")).toBe(true);
    expect(isEnglish("Tom ran.")).toBe(true);
    expect(isEnglish("Pierwszy raz zobaczyłam morze. Było szare i ogromne.")).toBe(false);
    expect(isEnglish("Babcia przy stole, 1990")).toBe(false);
    expect(isEnglish("Mi hermano corrió hacia el agua.")).toBe(false);
  });
  it("keeps text in another language as written", () => {
    const s = scene(
      "a",
      "Zima",
      { location: "Podwórko" },
      text("Lepiliśmy bałwana z chłopakami z parteru. Śnieg sięgał nam do kolan."),
      quote("Do domu! Obiad stygnie!", "Mama"),
      quote("Już idę!", "Ja"),
    );
    expect(draft(story([s], { movie: { title: "T", authorName: "Agnieszka Nowak" } }))).toBe(
      [
        "EXT. PODWÓRKO - DAY",
        "Lepiliśmy bałwana z chłopakami z parteru. Śnieg sięgał nam do kolan.",
        "MAMA\nDo domu! Obiad stygnie!",
        "AGNIESZKA\nJuż idę!",
      ].join("\n\n"),
    );
  });
});
