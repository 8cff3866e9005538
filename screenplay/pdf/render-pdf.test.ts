// PDFs for every corpus script: valid header, page count and text checked with poppler when it is
// installed (pdfinfo/pdftotext), otherwise with the PDF's own structure.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { renderPdf } from "./render-pdf.ts";
import { loadFonts } from "../node/load-fonts.ts";
import { allCorpusFiles, corpusFile, hasCorpus, readBytes } from "../test/corpus.ts";

function has(cmd: string): boolean {
  try {
    execFileSync(cmd, ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const poppler = has("pdfinfo") && has("pdftotext");
if (!poppler)
  console.warn("pdfinfo/pdftotext not installed: PDF checks use the PDF structure only");
const dir = mkdtempSync(path.join(tmpdir(), "lifescript-pdf-"));
const fonts = loadFonts();
const latin1 = (b: Uint8Array): string => Buffer.from(b).toString("latin1");

function pdfinfo(file: string): Record<string, string> {
  const out = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const info: Record<string, string> = {};
  for (const line of out.split("\n")) {
    const i = line.indexOf(":");
    if (i > 0) info[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return info;
}

describe("renderPdf", () => {
  const doc = parseFountain(
    "Title: Test *Script*\nAuthor: Me\n\nINT. ONE - DAY\n\nA **bold** _line_.\n\nEXT. TWO - NIGHT\n\nBOB\nHi.",
  );
  const pdf = renderPdf(doc, fonts);
  it("writes a compressed PDF with embedded, subset Courier Prime, a title page and an outline", () => {
    const s = latin1(pdf);
    expect(s.startsWith("%PDF-1.")).toBe(true);
    expect(s.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(s).toContain("/FlateDecode");
    expect(s).toMatch(/\/BaseFont \/[A-Z]{6}\+CourierPrime/);
    expect(s).toContain("/FontFile2");
    expect(s).toContain("/Outlines");
    expect(s).toContain("/Title (INT. ONE - DAY)");
    expect(s).toContain("/Title (EXT. TWO - NIGHT)");
    expect((s.match(/\/Type \/Page\b/g) ?? []).length).toBe(2);
    // Content streams are compressed: no plain text operators in the file.
    expect(s).not.toContain(" Tj ET");
    const stream = /stream\r?\n([\s\S]*?)endstream/.exec(s);
    expect(stream).not.toBeNull();
    expect(() => inflateSync(Buffer.from(stream?.[1] ?? "", "latin1"))).not.toThrow();
  });
  it.skipIf(!poppler)("is read by pdfinfo and pdftotext with the right pages and text", () => {
    const f = path.join(dir, "t.pdf");
    writeFileSync(f, pdf);
    expect(pdfinfo(f).Pages).toBe("2");
    expect(pdfinfo(f)["Page size"]).toContain("612 x 792");
    const text = execFileSync("pdftotext", ["-layout", f, "-"], { encoding: "utf8" });
    expect(text).toContain("INT. ONE - DAY");
    expect(text).toContain("A bold line.");
    expect(text).toContain("BOB");
    expect(text).toContain("TEST SCRIPT");
  });
  it("does not crash on CJK or Cyrillic text when no fallback font is given", () => {
    const bare = {
      regular: fonts.regular,
      bold: fonts.bold,
      italic: fonts.italic,
      boldItalic: fonts.boldItalic,
    };
    const out = renderPdf(parseFountain("ジョン（20）が入院。 Маша 𝄞 \u0000"), bare);
    expect(latin1(out.subarray(0, 5))).toBe("%PDF-");
  });
  it.skipIf(!poppler)("renders bare pages (as a preview holds them) with an outline", () => {
    const pages = paginate(doc).pages;
    const f = path.join(dir, "pages.pdf");
    const bytes = renderPdf(pages, fonts);
    writeFileSync(f, bytes);
    expect(pdfinfo(f).Pages).toBe("1");
    expect(latin1(bytes)).toContain("/Title (EXT. TWO - NIGHT)");
  });
  it("prints A4 pages when asked", () => {
    const a4 = renderPdf(paginate(doc, { paper: "a4" }), fonts);
    expect(latin1(a4)).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
  });
});

describe.skipIf(!hasCorpus)("PDF for every corpus script", () => {
  for (const file of hasCorpus ? allCorpusFiles() : []) {
    it(`${path.basename(file)}`, () => {
      const doc = parseFountain(readBytes(file));
      const pag = paginate(doc);
      const pdf = renderPdf(pag, fonts);
      expect(latin1(pdf.subarray(0, 8))).toMatch(/^%PDF-1\./);
      if (!poppler) return;
      const f = path.join(dir, path.basename(file) + ".pdf");
      writeFileSync(f, pdf);
      expect(Number(pdfinfo(f).Pages)).toBe(pag.pages.length + (pag.titlePage ? 1 : 0));
      const text = execFileSync("pdftotext", [f, "-"], { encoding: "utf8" });
      const firstHeading = doc.elements.find((e) => e.type === "scene_heading");
      if (
        firstHeading &&
        firstHeading.type === "scene_heading" &&
        !/[*_\\[]/.test(firstHeading.text)
      ) {
        expect(text.replace(/\s+/g, " ")).toContain(
          firstHeading.text.toUpperCase().replace(/\s+/g, " ").trim(),
        );
      }
    });
  }
  const cjkFont = typeof fonts.cjk === "function" ? fonts.cjk() : fonts.cjk;
  if (!cjkFont)
    console.warn(
      "@expo-google-fonts/noto-sans-sc not installed: CJK text prints without a CJK font",
    );
  it.skipIf(!poppler)("prints Cyrillic and Japanese text with the fallback fonts", () => {
    for (const [rel, sample] of [
      ["syntax/afterwriting-labs/cyrillic.fountain", "КВАРТИРА МАШИ"],
      ["syntax/afterwriting-labs/jp.fountain", "この場所は何ですか"],
      ["syntax/afterwriting-labs/sc.fountain", "这是什么地方"],
    ] as const) {
      const f = path.join(dir, path.basename(rel) + ".pdf");
      writeFileSync(f, renderPdf(parseFountain(readBytes(corpusFile(rel))), fonts));
      if (!cjkFont && !rel.includes("cyrillic")) continue;
      const text = execFileSync("pdftotext", [f, "-"], { encoding: "utf8" }).replace(/ /g, "");
      expect(text).toContain(sample.replace(/ /g, ""));
      const fontsOut = execFileSync("pdffonts", [f], { encoding: "utf8" });
      expect(fontsOut).toMatch(rel.includes("cyrillic") ? /DejaVuSansMono/ : /NotoSansSC/);
    }
  });
  it.skipIf(!poppler)("Big Fish PDF has (MORE) wherever a speech crosses a page", () => {
    const pag = paginate(parseFountain(readBytes(corpusFile("scripts/Big-Fish.fountain"))));
    const f = path.join(dir, "big-fish-more.pdf");
    writeFileSync(f, renderPdf(pag, fonts));
    // pdftotext ends every page with a form feed; the title page comes first.
    const pages = execFileSync("pdftotext", ["-layout", f, "-"], { encoding: "utf8" })
      .split("\f")
      .slice(1);
    let crossings = 0;
    pag.pages.forEach((page, i) => {
      const next = pag.pages[i + 1];
      const last = page.lines.reduce((m, l) => (l.y > m.y ? l : m));
      const crosses = next?.lines.some((l) => l.block === last.block && l.kind !== "page_number");
      const speech = page.lines.some((l) => l.block === last.block && l.kind === "character");
      if (!crosses || !speech) return;
      crossings++;
      expect(pages[i]?.trimEnd().endsWith("(MORE)")).toBe(true);
      expect(pages[i + 1]).toMatch(/^\s*\d+\.\s+[A-Z .'()]+ \(CONT'D\)\n/);
    });
    expect(crossings).toBeGreaterThanOrEqual(5);
    expect(pages.join("").split("(MORE)").length - 1).toBe(crossings);
  });
  it("Big Fish PDF is under 400 KB", () => {
    const pdf = renderPdf(parseFountain(readBytes(corpusFile("scripts/Big-Fish.fountain"))), fonts);
    expect(pdf.length).toBeLessThan(400 * 1024);
  });
});
