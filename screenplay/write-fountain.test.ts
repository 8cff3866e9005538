import { describe, expect, it } from "vitest";
import path from "node:path";
import { parseFountain } from "./parse/parse-fountain.ts";
import { writeFountain } from "./write-fountain.ts";
import { allCorpusFiles, hasCorpus, readBytes } from "./test/corpus.ts";
import type { ScreenplayDocument } from "./types.ts";

const strip = (d: ScreenplayDocument) => ({
  titlePage: d.titlePage,
  elements: d.elements.map(({ pos: _p, ...e }) => e),
});

describe("writeFountain", () => {
  it("adds forcing prefixes where the plain form would read as something else", () => {
    const doc: ScreenplayDocument = {
      titlePage: {
        entries: [
          { key: "Title", values: ["T"] },
          { key: "Contact", values: ["a", "b"] },
        ],
      },
      elements: [
        { type: "scene_heading", text: "KITCHEN" },
        { type: "action", text: "INT. NOT A HEADING" },
        { type: "action", text: "BOB\nis not a cue" },
        { type: "character", name: "McDuck" },
        { type: "dialogue", text: "Hi.\n\nStill me." },
        { type: "transition", text: "Fade out." },
        { type: "centered", text: "THE END" },
        { type: "section", level: 2, text: "Seq" },
        { type: "synopsis", text: "Syn" },
        { type: "note", text: "Note" },
        { type: "page_break" },
        { type: "lyrics", text: "La\nLa" },
      ],
    };
    const text = writeFountain(doc);
    expect(text).toBe(
      "Title: T\nContact:\n   a\n   b\n\n.KITCHEN\n\n!INT. NOT A HEADING\n\n!BOB\nis not a cue\n\n@McDuck\nHi.\n  \nStill me.\n\n> Fade out.\n\n> THE END <\n\n## Seq\n\n= Syn\n\n[[Note]]\n\n===\n\n~La\n~La\n",
    );
    const back = strip(parseFountain(text));
    expect(back.elements.map((e) => e.type)).toEqual(doc.elements.map((e) => e.type));
    expect(back.elements[4]).toEqual({ type: "dialogue", text: "Hi.\n\nStill me." });
  });
});

describe.skipIf(!hasCorpus)("Fountain round trip on the corpus", () => {
  for (const file of hasCorpus ? allCorpusFiles() : []) {
    it(`${path.basename(file)}: parse → write → parse gives the same elements; write is idempotent`, () => {
      const doc = parseFountain(readBytes(file));
      const w1 = writeFountain(doc);
      const doc2 = parseFountain(w1);
      expect(strip(doc2)).toEqual(strip(doc));
      expect(writeFountain(doc2)).toBe(w1);
    });
  }
});
