// The syntax files of the shared corpus give the elements their names say.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFountain } from "./parse-fountain.ts";
import { corpusFile, hasCorpus, allCorpusFiles, corpusSkipMessage } from "../test/corpus.ts";
import type { ScreenplayElement } from "../types.ts";

const load = (rel: string): ScreenplayElement[] =>
  parseFountain(new Uint8Array(readFileSync(corpusFile(rel)))).elements.map(
    ({ pos: _p, ...e }) => e as ScreenplayElement,
  );
const ofType = <T extends ScreenplayElement["type"]>(els: ScreenplayElement[], t: T) =>
  els.filter((e): e is Extract<ScreenplayElement, { type: T }> => e.type === t);

describe.skipIf(!hasCorpus)(
  `corpus syntax files${hasCorpus ? "" : ` (${corpusSkipMessage})`}`,
  () => {
    const N = "syntax/nyousefi-Fountain/";
    const S = "syntax/screenplain/";

    it("every corpus file parses to a non-empty element list", () => {
      const files = allCorpusFiles();
      expect(files.length).toBeGreaterThan(40);
      for (const f of files) {
        const doc = parseFountain(new Uint8Array(readFileSync(f)));
        expect(doc.elements.length + doc.titlePage.entries.length, f).toBeGreaterThan(0);
      }
    });
    it("Transitions.fountain yields transitions", () => {
      const els = load(N + "Transitions.fountain");
      expect(ofType(els, "transition").map((e) => e.text)).toEqual([
        "CUT TO:",
        "SMASH CUT TO:",
        "NOT A STANDARD TRANSITION:",
        "CUT TO:",
        "GO TO:",
        "TO:",
      ]);
      expect(els.find((e) => e.type === "action")).toEqual({
        type: "action",
        text: "FADE TO BLACK.",
      });
    });
    it("DualDialogue.fountain yields a dual pair", () => {
      expect(ofType(load(N + "DualDialogue.fountain"), "character")).toEqual([
        { type: "character", name: "ADAM", dual: "left" },
        { type: "character", name: "EVE", dual: "right" },
      ]);
      expect(ofType(load(S + "dual-dialogue.fountain"), "character").map((c) => c.dual)).toEqual([
        "left",
        "right",
      ]);
    });
    it("SceneNumbers.fountain yields the numbers", () => {
      expect(
        ofType(load(N + "SceneNumbers.fountain"), "scene_heading").map((h) => h.sceneNumber),
      ).toEqual(["1", "1A", "1a", "A1", "I-1-A", "1.", "110A"]);
      expect(
        ofType(load(S + "scene-numbers.fountain"), "scene_heading").map(
          (h) => h.sceneNumber ?? null,
        ),
      ).toEqual(["1", "2", null, null, "2-B"]);
    });
    it("SceneHeaders.fountain yields headings (and not for ..., ESTABLISHING)", () => {
      const els = load(N + "SceneHeaders.fountain");
      expect(ofType(els, "scene_heading")).toHaveLength(18);
      expect(ofType(els, "action").map((a) => a.text)).toEqual([
        "... not a scene header.",
        "ESTABLISHING",
      ]);
    });
    it("CenteredText.fountain yields centred text", () => {
      expect(ofType(load(N + "CenteredText.fountain"), "centered").map((c) => c.text)).toEqual([
        "Centered",
        "No space",
        "Lots of Space",
      ]);
    });
    it("Dialogue.fountain yields cues, parentheticals and dialogue", () => {
      const els = load(N + "Dialogue.fountain");
      expect(ofType(els, "character").map((c) => c.name)).toEqual([
        "ADAM",
        "EVE",
        "ADAM",
        "EVE",
        "EVE",
        "ADAM",
        "EVE",
        "ADAM",
        "EVE",
        "R2D2",
        "ADAM",
        "EVE",
      ]);
      expect(ofType(els, "parenthetical").map((p) => p.text)).toEqual([
        "(nervous)",
        "(kissing him)",
        "(*This is a valid character cue.*)",
        "(feeling cocky)",
      ]);
      expect(ofType(els, "dialogue").find((d) => d.text.startsWith("That was"))?.text).toBe(
        "That was really weird.\nI can be weird to. Here's\na space in the dialogue\nblock\n\nfor absolutely no good\nreason.",
      );
      expect(els.find((e) => e.type === "action")).toEqual({
        type: "action",
        text: "23 (O.S.)\nCharacter name must include a letter",
      });
    });
    it("ForcedElements.fountain yields forced action, a forced cue and lyrics", () => {
      expect(load(N + "ForcedElements.fountain")).toEqual([
        { type: "action", text: "BANG\nBANG\nBANG", forced: true },
        { type: "character", name: "McDUCK", forced: true },
        { type: "dialogue", text: "I'm vegan." },
        { type: "character", name: "SINGER" },
        { type: "lyrics", text: "These are the songs\nThat I sing." },
      ]);
    });
    it("Boneyard, Notes, PageBreaks, Sections, Synopses", () => {
      expect(load(N + "Boneyard.fountain")).toEqual([
        { type: "action", text: "A line of action." },
        { type: "action", text: "This is an  boneyard." },
      ]);
      expect(ofType(load(N + "Notes.fountain"), "note").map((n) => n.text)).toEqual([
        "A note.",
        "This line spans\nmultiple lines.",
      ]);
      expect(ofType(load(N + "PageBreaks.fountain"), "page_break")).toHaveLength(2);
      expect(
        ofType(load(N + "SectionHeaders.fountain"), "section").map((s) => [s.level, s.text]),
      ).toEqual([
        [1, "Act One"],
        [1, "Act Two"],
        [1, "ACT THREE"],
        [1, "ACT FOUR"],
        [1, "5"],
        [2, "Level 2"],
        [3, "Level 3"],
      ]);
      expect(ofType(load(N + "Synopses.fountain"), "synopsis").map((s) => s.text)).toEqual([
        "This is the first act.",
        "This is another act.",
        "THE FINAL ACT",
      ]);
    });
    it("screenplain files: title page, BOM, indentation, extensions, blank-line dialogue", () => {
      const tp = parseFountain(
        new Uint8Array(readFileSync(corpusFile(S + "title-page.fountain"))),
      ).titlePage;
      expect(tp.entries).toEqual([
        { key: "Title", values: ["My Screenplay"] },
        { key: "Author", values: ["Your Name"] },
        { key: "Contact", values: ["your.email@example.com", "(555) 123-4567"] },
      ]);
      expect(load(S + "utf-8-bom.fountain")[0]).toEqual({
        type: "scene_heading",
        text: "EXT. SOMEWHERE - DAY",
      });
      expect(load(S + "dialogue-character-extension.fountain")[0]).toEqual({
        type: "character",
        name: "HANS",
        extension: "(on the radio)",
      });
      expect(load(S + "dialogue-with-blank-line.fountain")[1]).toEqual({
        type: "dialogue",
        text: "Dealer gets a seven.\n\nHit or stand sir?",
      });
      expect(load(S + "dialogue.fountain").map((e) => e.type)).toEqual([
        "character",
        "dialogue",
        "character",
        "dialogue",
      ]);
      expect(load(S + "parenthetical.fountain").map((e) => e.type)).toEqual([
        "character",
        "parenthetical",
        "dialogue",
      ]);
    });
    it("the Cyrillic file has Cyrillic headings and cues", () => {
      const els = load("syntax/afterwriting-labs/cyrillic.fountain");
      expect(ofType(els, "character")[0]?.name).toBe("МАШA");
      expect(ofType(els, "action").length).toBeGreaterThan(2);
    });
  },
);
