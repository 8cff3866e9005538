import { describe, expect, it } from "vitest";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { parseFountain } from "../parse/parse-fountain.ts";
import { writeFdx } from "./write-fdx.ts";
import { readFdx, FdxError } from "./read-fdx.ts";
import { canonicalElements } from "../canonical.ts";
import { allCorpusFiles, hasCorpus, readBytes } from "../test/corpus.ts";

describe("FDX", () => {
  const doc = parseFountain(
    "Title: T\nAuthor: A\n\nINT. HOUSE - DAY #4#\n\nA **bold** & _under_ <thing>.\n\nADAM\n(soft)\nYes.\n\nEVE ^\nNo.\n\nCUT TO:\n\n===\n\n> END <",
  );
  const xml = writeFdx(doc);
  it("writes the Final Draft paragraph types, Number, DualDialogue, Style runs and the title page", () => {
    expect(xml).toContain(
      '<Paragraph Type="Scene Heading" Number="4"><Text>INT. HOUSE - DAY</Text></Paragraph>',
    );
    expect(xml).toContain(
      '<Text>A </Text><Text Style="Bold">bold</Text><Text> &amp; </Text><Text Style="Underline">under</Text><Text> &lt;thing&gt;.</Text>',
    );
    expect(xml).toMatch(
      /<DualDialogue>\s*<Paragraph Type="Character"><Text>ADAM<\/Text><\/Paragraph>\s*<Paragraph Type="Parenthetical">/,
    );
    expect(xml).toContain('<Paragraph Type="Transition"><Text>CUT TO:</Text></Paragraph>');
    expect(xml).toContain(
      '<Paragraph Type="Action" StartsNewPage="Yes" Alignment="Center"><Text>END</Text></Paragraph>',
    );
    expect(xml).toContain(
      '<Paragraph Alignment="Center" LifescriptKey="Title"><Text>T</Text></Paragraph>',
    );
    expect(() => new XMLParser().parse(xml)).not.toThrow();
  });
  it("reads back to the same elements and title page", () => {
    const back = readFdx(xml);
    expect(canonicalElements(back.elements)).toEqual(canonicalElements(doc.elements));
    expect(back.titlePage).toEqual(doc.titlePage);
  });
  it("reads Final Draft's own Shot and General paragraphs as action", () => {
    const fd = `<?xml version="1.0"?><FinalDraft DocumentType="Script" Version="1"><Content>
      <Paragraph Type="Shot"><Text>ANGLE ON BOB</Text></Paragraph>
      <Paragraph Type="General"><Text Style="Italic">Later</Text></Paragraph></Content></FinalDraft>`;
    expect(readFdx(fd).elements).toEqual([
      { type: "action", text: "ANGLE ON BOB" },
      { type: "action", text: "*Later*" },
    ]);
  });
  it("rejects what is not FDX with a clear error", () => {
    expect(() => readFdx("<html></html>")).toThrow(FdxError);
    expect(() => readFdx("not xml at all <<<")).toThrow(/FDX/);
  });
});

describe.skipIf(!hasCorpus)("FDX round trip on the corpus", () => {
  for (const file of hasCorpus ? allCorpusFiles() : []) {
    it(`${path.basename(file)}`, () => {
      const doc = parseFountain(readBytes(file));
      const back = readFdx(writeFdx(doc));
      expect(canonicalElements(back.elements)).toEqual(canonicalElements(doc.elements));
      expect(back.titlePage).toEqual(doc.titlePage);
    });
  }
});
