// Invented dialogue on the page: a mark beside each row, and the count on the title page (the PDF
// read back with pdftotext when poppler is installed).
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { checkPages } from "../layout/check-pages.ts";
import { renderPdf } from "./render-pdf.ts";
import { loadFonts } from "../node/load-fonts.ts";
import { inventedLines, inventedMarkX } from "../invented.ts";

const poppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const long = Array.from({ length: 70 }, (_, i) => `Sentence number ${i + 1} of the speech.`).join(
  " ",
);
const doc = parseFountain(
  [
    "Title: The Summer of the Lake",
    "Author: Sam Rivera",
    "",
    "EXT. THE LAKE - DAWN",
    "",
    "DAD",
    "Cast it past the reeds.",
    "",
    "SAM",
    "The fish can wait. We can't. [[invented]]",
    "",
    "Mist.",
    "",
    "DAD",
    `${long} [[invented]]`,
  ].join("\n"),
);

function pdfText(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "lifescript-invented-")), "s.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("invented dialogue", () => {
  it("is counted once per dialogue line the co-writer wrote", () => {
    expect(inventedLines(doc)).toBe(2);
  });

  it("flags every printed row of an invented line, across a page break too", () => {
    const p = paginate(doc);
    expect(checkPages(p.pages)).toEqual([]);
    const rows = p.pages.flatMap((page) => page.lines.filter((l) => l.kind === "dialogue"));
    const flagged = rows.filter((l) => l.invented);
    expect(flagged[0]?.text.trimEnd()).toBe("The fish can wait. We can't.");
    expect(rows.find((l) => l.text === "Cast it past the reeds.")?.invented).toBeUndefined();
    expect(p.pages.length).toBeGreaterThan(1);
    // The long speech is cut across the page: both parts keep their flags.
    for (const page of p.pages) {
      const dad = page.lines.filter((l) => l.kind === "dialogue" && l.text.includes("Sentence"));
      expect(dad.length).toBeGreaterThan(0);
      expect(dad.every((l) => l.invented)).toBe(true);
    }
    expect(p.titlePage?.map((l) => l.text)).toContain(
      "Contains 2 lines of dramatised dialogue (†)",
    );
    expect(inventedMarkX({})).toBeCloseTo(6.4);
  });

  it("is not flagged, nor counted, with markInvented off", () => {
    const p = paginate(doc, { markInvented: false });
    expect(p.pages.flatMap((page) => page.lines).some((l) => l.invented)).toBe(false);
    expect(p.titlePage?.map((l) => l.text).join(" ")).not.toContain("dramatised");
  });

  it.skipIf(!poppler)("prints the marks and the title page's count in the PDF, or neither", () => {
    const fonts = loadFonts();
    const marked = pdfText(renderPdf(doc, fonts));
    expect(marked).toContain("Contains 2 lines of dramatised dialogue (†)");
    expect(marked).toMatch(/The fish can wait\. We can't\.\s+†/);
    const rows = paginate(doc)
      .pages.flatMap((pg) => pg.lines)
      .filter((l) => l.invented).length;
    // One mark per flagged row, and the one on the title page.
    expect(marked.split("†").length - 1).toBe(rows + 1);
    const plain = pdfText(renderPdf(doc, fonts, { markInvented: false }));
    expect(plain).not.toContain("†");
    expect(plain).not.toContain("dramatised");
  });
});
