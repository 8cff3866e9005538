// Every corpus script paginates with no broken rule; Big Fish comes out at 119 to 121 pages.
import { describe, expect, it } from "vitest";
import path from "node:path";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "./paginate.ts";
import { checkPages } from "./check-pages.ts";
import { endsSentence } from "./sentences.ts";
import {
  allCorpusFiles,
  corpusFile,
  hasCorpus,
  readBytes,
  corpusSkipMessage,
} from "../test/corpus.ts";

describe.skipIf(!hasCorpus)(
  `corpus pagination${hasCorpus ? "" : ` (${corpusSkipMessage})`}`,
  () => {
    for (const file of hasCorpus ? allCorpusFiles() : []) {
      it(`${path.basename(path.dirname(file))}/${path.basename(file)} breaks no page rule (Letter, A4, numbered)`, () => {
        const doc = parseFountain(readBytes(file));
        for (const opts of [
          {},
          { paper: "a4" as const },
          { sceneNumbers: true, characterIndent: 3.7 },
        ]) {
          const p = paginate(doc, opts);
          expect(checkPages(p.pages, { linesPerPage: p.geometry.linesPerPage })).toEqual([]);
        }
      });
    }
    it("Big Fish is 119 to 121 numbered pages on Letter, plus a title page, with split speeches", () => {
      const p = paginate(parseFountain(readBytes(corpusFile("scripts/Big-Fish.fountain"))));
      expect(p.pages.length).toBeGreaterThanOrEqual(119);
      expect(p.pages.length).toBeLessThanOrEqual(121);
      // Speeches cross pages (each with its (MORE); checkPages above holds the rest).
      const more = p.pages.filter((pg) => pg.lines.some((l) => l.kind === "more")).length;
      expect(more).toBeGreaterThanOrEqual(5);
      expect(p.titlePage).not.toBeNull();
      expect(p.scenes).toHaveLength(190);
      expect(p.pages.at(-1)?.label).toBe(`${p.pages.length}.`);
    });
    it("every (MORE) in Big Fish follows a sentence end", () => {
      const p = paginate(parseFountain(readBytes(corpusFile("scripts/Big-Fish.fountain"))));
      let mores = 0;
      p.pages.forEach((page, i) => {
        const more = page.lines.find((l) => l.kind === "more");
        if (!more) return;
        mores++;
        const before = page.lines
          .filter((l) => l.block === more.block && l.y === more.y - 1)
          .map((l) => l.text)[0];
        const next = p.pages[i + 1]?.lines
          .filter((l) => l.kind === "dialogue" || l.kind === "parenthetical")
          .sort((a, b) => a.y - b.y)[0]?.text;
        expect(before, `page ${page.number}`).toBeDefined();
        expect(endsSentence(before ?? "", next ?? ""), `page ${page.number}: "${before}"`).toBe(
          true,
        );
      });
      expect(mores).toBeGreaterThanOrEqual(5);
    });
    it("cuts action one line and one where the official draft does (its pages 26 and 27)", () => {
      const p = paginate(parseFountain(readBytes(corpusFile("scripts/Big-Fish.fountain"))));
      const at = p.pages.findIndex((pg) =>
        pg.lines.some((l) => l.text === "The other GIRLS SQUEAL in agreement."),
      );
      const lastText = (pg: (typeof p.pages)[number] | undefined) =>
        pg?.lines.filter((l) => l.kind !== "page_number").sort((a, b) => b.y - a.y)[0]?.text;
      const firstText = (pg: (typeof p.pages)[number] | undefined) =>
        pg?.lines.filter((l) => l.kind !== "page_number").sort((a, b) => a.y - b.y)[0]?.text;
      expect(lastText(p.pages[at])).toBe("The other GIRLS SQUEAL in agreement.");
      expect(firstText(p.pages[at + 1])).toBe("Don Price looks over, glowers.");
    });
    it("short scripts are within a page of afterwriting's page counts", () => {
      // afterwriting (incl. its title page): Last Birthday Card 20, Silent 14, My Living Memory 16, Printing Trouble 12.
      const pages = (f: string) =>
        paginate(parseFountain(readBytes(corpusFile(`scripts/${f}`)))).pages.length + 1;
      expect(Math.abs(pages("The-Last-Birthday-Card.fountain") - 20)).toBeLessThanOrEqual(1);
      expect(Math.abs(pages("Silent-as-Murderers.fountain") - 14)).toBeLessThanOrEqual(1);
      expect(Math.abs(pages("My-Living-Memory.fountain") - 16)).toBeLessThanOrEqual(1);
      expect(Math.abs(pages("Printing-Trouble.fountain") - 12)).toBeLessThanOrEqual(1);
    });
  },
);
