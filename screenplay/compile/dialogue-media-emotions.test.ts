import { describe, expect, it } from "vitest";
import "../test/load-english.ts";
import { draft, story } from "../test/compile-helpers.ts";
import {
  calendar,
  gallery,
  gif,
  month,
  photo,
  quote,
  scene,
  text,
  video,
} from "../test/stories/builders.ts";

describe("dialogue", () => {
  it("puts each quote under its speaker as the writer named them, the writer under their name", () => {
    const s = scene(
      "a",
      "Kitchen",
      { location: "Kitchen" },
      quote("Don't you dare fix it.", "my mum"),
      quote("I won't.", "Me"),
      quote("Promise?", "Mum"),
      quote("Promise.", "Jane Whitlock"),
      quote("Just the one.", "I"),
    );
    expect(draft(story([s]))).toBe(
      [
        "INT. KITCHEN - DAY",
        "MUM\nDon't you dare fix it.",
        "JANE\nI won't.",
        "MUM\nPromise?",
        "JANE\nPromise.",
        "JANE\nJust the one.",
      ].join("\n\n"),
    );
  });
  it("speaks for the writer with the protagonist card's name, else NARRATOR when nothing names them", () => {
    const s = scene(
      "a",
      "Kitchen",
      { location: "Kitchen" },
      quote("Hi.", "Me"),
      text("I sat down."),
    );
    expect(draft(story([s], { notes: { protagonist: "Young Jane" } }))).toBe(
      "INT. KITCHEN - DAY\n\nYOUNG JANE\nHi.\n\nYOUNG JANE sits down.",
    );
    expect(draft(story([s], { movie: { title: "T" } }))).toBe(
      "INT. KITCHEN - DAY\n\nNARRATOR\nHi.\n\nNARRATOR (V.O.)\nI sat down.",
    );
  });
  it("leaves words nobody said in quotation marks, as action", () => {
    const s = scene("a", "Sign", { location: "Pier" }, quote("No fishing after dark."));
    expect(draft(story([s]))).toBe('EXT. PIER - DAY\n\n"No fishing after dark."');
  });
});

describe("photos and videos", () => {
  it("shows a photo as an insert with its caption, else its alt text, else what is known", () => {
    const s = scene(
      "a",
      "Summer",
      { location: "The beach below the cliffs", date: month(1996, 7) },
      photo({ caption: "Me and Tom on the rocks", alt: "Two children" }),
      photo({ alt: "Two children on the rocks" }),
      photo({ alt: "photo2.jpg" }),
      photo({ caption: "IMG_4471.JPG", alt: "" }),
    );
    expect(draft(story([s]))).toBe(
      [
        "EXT. THE BEACH BELOW THE CLIFFS - DAY",
        "SUPER: JULY 1996",
        "INSERT - PHOTOGRAPH",
        "JANE and Tom on the rocks.",
        "INSERT - PHOTOGRAPH",
        "Two children on the rocks.",
        "INSERT - PHOTOGRAPH",
        "A photograph: the beach below the cliffs, July 1996.",
        "INSERT - PHOTOGRAPH",
        "A photograph: the beach below the cliffs, July 1996.",
      ].join("\n\n"),
    );
  });
  it("keeps a caption it cannot rewrite as written, in quotation marks", () => {
    const s = scene(
      "a",
      "Summer",
      { location: "Pier" },
      photo({ caption: "The day I knew we'd stay" }),
    );
    expect(draft(story([s]))).toBe(
      'EXT. PIER - DAY\n\nINSERT - PHOTOGRAPH\n\n"The day I knew we\'d stay"',
    );
  });
  it("shows a video as a home video and a gallery as photographs, never a file name", () => {
    const s = scene(
      "a",
      "Party",
      { location: "Garden" },
      video("Grandpa dancing with Mum"),
      video("VID_20070812.mp4"),
      gallery({ caption: "The cake", alt: "" }, { alt: "DSC_0042.JPG" }),
    );
    expect(draft(story([s]))).toBe(
      [
        "EXT. GARDEN - DAY",
        "INSERT - HOME VIDEO",
        "Grandpa dancing with Mum.",
        "INSERT - HOME VIDEO",
        "Home video: Garden.",
        "INSERT - PHOTOGRAPHS",
        "The cake.",
      ].join("\n\n"),
    );
  });
  it("leaves GIFs out and lists them in a note", () => {
    const s = scene(
      "a",
      "Call",
      { location: "Kitchen" },
      text("Tea."),
      gif("confetti"),
      gif("a cat", "me, every night"),
    );
    expect(draft(story([s]))).toBe(
      "INT. KITCHEN - DAY\n\nTea.\n\n[[Left out of this draft (GIFs): confetti; me, every night]]",
    );
  });
});

describe("no repetition", () => {
  it("says a title that opens the text once, and never prints the calendar's placeholder", () => {
    const s = scene(
      "a",
      "Tom's letter",
      { location: "Deck" },
      calendar("2026-11-26", "Important Meeting", {
        description: "Add meeting details here",
        startTime: "09:00",
      }),
      calendar("1998-08-02", "Tom's letter"),
      text("Tom's letter\n\nThe wind took the envelope."),
    );
    expect(draft(story([s]))).toBe(
      "EXT. DECK - DAY\n\nSUPER: AUGUST 2, 1998\n\nThe wind took the envelope.".replace(
        "took",
        "takes",
      ),
    );
  });
  it("prints an imported caption once, under the photo's insert described from what is known", () => {
    const caption = "First swim of the summer at Caparica";
    const s = scene(
      "a",
      caption,
      { location: "Caparica" },
      calendar("2019-07-12", caption),
      photo({ alt: "IMG_20190712_101010.jpg" }),
      text(caption),
    );
    expect(draft(story([s]))).toBe(
      [
        "INT. CAPARICA - DAY",
        "SUPER: JULY 12, 2019",
        "INSERT - PHOTOGRAPH",
        "A photograph: Caparica, July 12, 2019.",
        caption,
      ].join("\n\n"),
    );
  });
  it("does not print a caption again under its photo when the text said it", () => {
    const s = scene(
      "a",
      "Cake",
      { location: "Kitchen" },
      text("The collapsed cake."),
      photo({ caption: "The collapsed cake." }),
    );
    expect(draft(story([s]))).toBe(
      "INT. KITCHEN - DAY\n\nThe collapsed cake.\n\nINSERT - PHOTOGRAPH\n\nA photograph: Kitchen.",
    );
  });
});

describe("emotions", () => {
  it("become a parenthetical on the writer's first line in the scene", () => {
    const s = scene(
      "a",
      "Visit",
      { location: "Hospital room", emotions: [{ core: "sad", feeling: "grief" }] },
      quote("Tell me about the sea.", "Grandpa"),
      quote("It's still there.", "Me"),
    );
    expect(draft(story([s]))).toBe(
      "INT. HOSPITAL ROOM - DAY\n\nGRANDPA\nTell me about the sea.\n\nJANE\n(grief)\nIt's still there.",
    );
  });
  it("or a short beat at the scene's end when the writer does not speak", () => {
    const s = scene(
      "a",
      "Pier",
      {
        location: "Pier",
        emotions: [
          { core: "happy", feeling: "joyful" },
          { core: "trust", feeling: "peaceful" },
        ],
      },
      text("The boats came in."),
    );
    expect(draft(story([s]))).toBe(
      "EXT. PIER - DAY\n\nThe boats come in.\n\nJANE smiles -- joyful, peaceful.",
    );
  });
});
