// Every corpus script paginates with no broken rule; Big Fish comes out at 119 to 121 pages.
import { describe, expect, it } from "vitest";
import path from "node:path";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "./paginate.ts";
import { checkPages } from "./check-pages.ts";
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
