// Pages → PDF bytes with pdfkit: Courier Prime 12 pt embedded and subset, a fallback font per
// character for scripts Courier Prime does not cover, compressed streams, one outline entry per
// scene, document title/author. Draws exactly the positioned lines the paginator produced.
import PDFDocument from "pdfkit";
import type { ScreenplayDocument } from "../types.ts";
import type { Page, Pagination, PaginateOptions, SceneIndexEntry } from "../layout/types.ts";
import { geometryFor } from "../layout/geometry.ts";
import { paginate } from "../layout/paginate.ts";
import type { FontSet } from "./fonts.ts";
import { screenplayPainter } from "./screenplay-painter.ts";

export interface PdfOptions extends PaginateOptions {
  title?: string;
  author?: string;
  /** Outline (bookmarks) with one entry per scene. Default true. */
  outline?: boolean;
}

const PT = 72;

function isPagination(x: ScreenplayDocument | Pagination): x is Pagination {
  return (x as Pagination).pages !== undefined;
}

/** Bare pages (e.g. a preview's) get the geometry of the paper asked for and a scene index read
 * from their heading lines. */
function fromPages(pages: Page[], options: PdfOptions): Pagination {
  const scenes: SceneIndexEntry[] = [];
  for (const p of pages) {
    for (const l of p.lines) {
      if (l.kind === "scene_heading" && !scenes.some((s) => s.index === l.scene)) {
        scenes.push({ index: l.scene, text: l.text, page: p.number });
      }
    }
  }
  return { geometry: geometryFor(options.paper ?? "letter"), titlePage: null, pages, scenes };
}

/** Reads everything pdfkit has pushed so far (it writes synchronously into its stream buffer). */
function drain(doc: PDFKit.PDFDocument, chunks: Uint8Array[]): void {
  const readable = doc as unknown as { read(): Uint8Array | null };
  for (let c = readable.read(); c !== null; c = readable.read()) chunks.push(c);
}

export function renderPdf(
  input: ScreenplayDocument | Pagination | Page[],
  fonts: FontSet,
  options: PdfOptions = {},
): Uint8Array {
  if (Array.isArray(input)) return renderPdf(fromPages(input, options), fonts, options);
  const pag = isPagination(input) ? input : paginate(input, options);
  const titleFromDoc = isPagination(input)
    ? undefined
    : input.titlePage.entries.find((e) => e.key.toLowerCase() === "title")?.values.join(" ");
  const authorFromDoc = isPagination(input)
    ? undefined
    : input.titlePage.entries.find((e) => /^authors?$/i.test(e.key))?.values.join(", ");
  const g = pag.geometry;
  const size: [number, number] = [g.widthIn * PT, g.heightIn * PT];
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    size,
    margin: 0,
    info: {
      Title: options.title ?? titleFromDoc ?? "Screenplay",
      Author: options.author ?? authorFromDoc ?? "",
      Creator: "Lifescript",
    },
  });
  const chunks: Uint8Array[] = [];
  const painter = screenplayPainter(doc, fonts, g, options);
  const fontSize = g.fontSizePt;
  doc.fontSize(fontSize);
  if (pag.titlePage) {
    doc.addPage({ size, margin: 0 });
    doc.fontSize(fontSize);
    painter.drawLines(pag.titlePage);
    drain(doc, chunks);
  }
  const scenesByPage = new Map<number, string[]>();
  for (const s of pag.scenes) {
    const list = scenesByPage.get(s.page) ?? [];
    list.push(s.number !== undefined ? `${s.number}. ${s.text}` : s.text);
    scenesByPage.set(s.page, list);
  }
  const outline = options.outline !== false;
  for (const page of pag.pages) {
    doc.addPage({ size, margin: 0 });
    doc.fontSize(fontSize);
    painter.drawLines(page.lines);
    if (outline) for (const t of scenesByPage.get(page.number) ?? []) doc.outline.addItem(t);
    drain(doc, chunks);
  }
  doc.end();
  drain(doc, chunks);
  let total = 0;
  for (const c of chunks) total += c.length;
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
