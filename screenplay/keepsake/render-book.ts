// The keepsake book: a PDF to print and bind (README.md beside this file has its rules). Laid
// out twice: a first pass without photos finds the page each scene starts on, for the contents;
// the second prints, handing pages to `io.write` a section at a time and reading each photo only
// when it is printed, so memory holds one section and one photo, whatever the book's length.
import PDFDocument from "pdfkit";
import { storyOrder } from "../compile/order-scenes.ts";
import type { StoryScene } from "../compile/story-types.ts";
import { paginate } from "../layout/paginate.ts";
import type { Page, PageLine } from "../layout/types.ts";
import type { FontSet } from "../pdf/fonts.ts";
import { screenplayPainter, type ScreenplayPainter } from "../pdf/screenplay-painter.ts";
import type { ScreenplayDocument } from "../types.ts";
import { bookGeometry, screenplayPlacement } from "./book-geometry.ts";
import type { Pass } from "./pass.ts";
import { BookPages } from "./book-pages.ts";
import { BookText, type BookFonts } from "./book-text.ts";
import type { BookInput, BookIo, BookResult } from "./book-types.ts";
import { drawCover, drawDedication, drawShareCode, drawDivider } from "./front-and-back.ts";
import { drawMoment } from "./moment-page.ts";
import { sceneScreenplay } from "./scene-screenplay.ts";
import { contentsPageCount, drawContents, type ContentsEntry } from "./contents.ts";

export interface KeepsakeFonts {
  book: BookFonts;
  screenplay: FontSet;
}

export function renderBook(input: BookInput, fonts: KeepsakeFonts, io: BookIo): BookResult {
  const scenes = storyOrder(input.story);
  const sceneDocs = scenes.map((s) => sceneScreenplay(input.story, s));
  const measured = pass(input, fonts, { ...io, write: () => {} }, scenes, sceneDocs, null);
  return pass(input, fonts, io, scenes, sceneDocs, measured.starts);
}

function pass(
  input: BookInput,
  fonts: KeepsakeFonts,
  io: BookIo,
  scenes: StoryScene[],
  sceneDocs: ScreenplayDocument[],
  starts: number[] | null,
): BookResult & { starts: number[] } {
  const g = bookGeometry(input.trim);
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    size: [g.width, g.height],
    margins: { top: g.top, bottom: g.bottom, left: g.inside, right: g.outside },
    info: {
      Title: input.title,
      Author: input.author ?? "",
      Creator: "Lifescript",
      Subject: "A keepsake book",
    },
  });
  const text = new BookText(doc, fonts.book);
  const pages = new BookPages(doc, g, text, io.write);
  const p: Pass = { doc, g, text, pages, input, io, dry: starts === null, lowResolution: [] };
  const painter = screenplayPainter(
    doc,
    fonts.screenplay,
    paginate({ titlePage: { entries: [] }, elements: [] }).geometry,
  );

  drawCover(p);
  pages.next({ flow: false, folio: false });
  if (input.dedication?.trim()) {
    drawDedication(p, input.dedication.trim());
    pages.next({ flow: false, folio: false });
  }

  const entries: ContentsEntry[] = scenes.map((s, i) => ({
    title: s.title.trim() || `Scene ${i + 1}`,
    page: starts?.[i] ?? 0,
  }));
  const screenplayEntry = entries.length;
  entries.push({ title: "The screenplay", page: starts?.[screenplayEntry] ?? 0 });
  const contentsPages = contentsPageCount(g, entries.length);
  drawContents(p, entries, contentsPages);

  const found: number[] = [];
  const total = scenes.length + 1;
  scenes.forEach((scene, i) => {
    pages.next({ flow: true, folio: true });
    found.push(pages.count);
    doc.outline.addItem(entries[i]?.title ?? scene.title);
    drawMoment(p, scene);
    printScreenplay(
      p,
      painter,
      paginate(sceneDocs[i] ?? { titlePage: { entries: [] }, elements: [] }).pages,
    );
    if (!p.dry) io.onProgress?.(i + 1, total);
  });

  pages.toRecto();
  pages.next({ flow: false, folio: false });
  found.push(pages.count);
  doc.outline.addItem("The screenplay");
  drawDivider(p, "The screenplay", input.title);
  const whole = paginate(input.screenplay);
  if (whole.titlePage)
    printScreenplay(
      p,
      painter,
      [{ number: 0, label: null, forced: false, lines: whole.titlePage }],
      false,
    );
  printScreenplay(p, painter, whole.pages);

  if (input.shareUrl) {
    pages.next({ flow: false, folio: false });
    drawShareCode(p, input.shareUrl);
  }
  pages.flush();
  doc.end();
  pages.drain();
  if (!p.dry) io.onProgress?.(total, total);
  return { pages: pages.count, lowResolution: p.lowResolution, starts: found };
}

/** Screenplay pages as the screenplay PDF prints them, scaled onto book pages. */
function printScreenplay(p: Pass, painter: ScreenplayPainter, pages: Page[], folio = true): void {
  for (const page of pages) {
    p.pages.next({ flow: false, folio });
    if (p.dry) continue;
    const at = screenplayPlacement(p.g, p.pages.count);
    p.doc.save().translate(at.x, at.y).scale(at.scale);
    p.doc.fillColor("#000000");
    painter.drawLines(page.lines as PageLine[]);
    p.doc.restore();
  }
}
