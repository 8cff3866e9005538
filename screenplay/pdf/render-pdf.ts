// Pages → PDF bytes with pdfkit: Courier Prime 12 pt embedded and subset, a fallback font per
// character for scripts Courier Prime does not cover, compressed streams, one outline entry per
// scene, document title/author. Draws exactly the positioned lines the paginator produced.
import PDFDocument from "pdfkit";
import type { ScreenplayDocument, StyleRun } from "../types.ts";
import type {
  Page,
  PageLine,
  Pagination,
  PaginateOptions,
  SceneIndexEntry,
} from "../layout/types.ts";
import { geometryFor } from "../layout/geometry.ts";
import { paginate } from "../layout/paginate.ts";
import { isWide } from "../layout/wrap.ts";
import type { FontSet } from "./fonts.ts";
import { TextEmitter, type FontkitFont } from "./text-emitter.ts";
import { INVENTED_MARK, inventedMarkX } from "../invented.ts";

/** Parsed fonts kept across documents (parsing a TTF costs more than laying out a script). */
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

export interface PdfOptions extends PaginateOptions {
  title?: string;
  author?: string;
  /** Outline (bookmarks) with one entry per scene. Default true. */
  outline?: boolean;
}

type FontKey = "R" | "B" | "I" | "BI" | "F" | "FB" | "FI" | "FBI" | "C";

interface GlyphSource {
  hasGlyphForCodePoint(cp: number): boolean;
}

/** pdfkit keeps the fontkit font of an embedded font on `_font.font`; we only ask it for coverage. */
function coverageOf(doc: PDFKit.PDFDocument): GlyphSource | undefined {
  const f = (doc as unknown as { _font?: { font?: GlyphSource } })._font?.font;
  return f && typeof f.hasGlyphForCodePoint === "function" ? f : undefined;
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
  const emitter = new TextEmitter(doc);
  const register = (key: FontKey, bytes: Uint8Array): void => {
    const parsed = parsedFonts.get(bytes);
    // pdfkit accepts an already parsed fontkit font (anything with a layout method).
    doc.registerFont(key, parsed ? (parsed as unknown as Buffer) : toBuffer(bytes));
    if (!parsed) {
      doc.font(key);
      const fk = emitter.currentFontkit();
      if (fk) parsedFonts.set(bytes, fk);
    }
  };
  register("R", fonts.regular);
  register("B", fonts.bold);
  register("I", fonts.italic);
  register("BI", fonts.boldItalic);
  const registered = new Set<FontKey>(["R", "B", "I", "BI"]);
  const coverage = new Map<FontKey, GlyphSource | undefined>();
  const ensure = (key: FontKey): boolean => {
    if (registered.has(key)) return true;
    let bytes: Uint8Array | undefined;
    if (key === "F") bytes = fonts.fallback;
    else if (key === "FB") bytes = fonts.fallbackBold ?? fonts.fallback;
    else if (key === "FI") bytes = fonts.fallbackItalic ?? fonts.fallback;
    else if (key === "FBI")
      bytes = fonts.fallbackBoldItalic ?? fonts.fallbackBold ?? fonts.fallback;
    else if (key === "C") bytes = typeof fonts.cjk === "function" ? fonts.cjk() : fonts.cjk;
    if (!bytes) return false;
    register(key, bytes);
    registered.add(key);
    return true;
  };
  const covers = (key: FontKey, cp: number): boolean => {
    if (!coverage.has(key)) {
      if (!ensure(key)) {
        coverage.set(key, undefined);
      } else {
        doc.font(key);
        coverage.set(key, coverageOf(doc));
      }
    }
    const c = coverage.get(key);
    return c ? c.hasGlyphForCodePoint(cp) : false;
  };
  // Which font draws a code point that is not plain ASCII (cached per code point).
  const fontCache = new Map<number, FontKey | null>();
  const fontFor = (cp: number): FontKey | null => {
    let k = fontCache.get(cp);
    if (k !== undefined) return k;
    k = covers("R", cp) ? null : covers("F", cp) ? "F" : covers("C", cp) ? "C" : null;
    fontCache.set(cp, k);
    return k;
  };

  const charPt = g.charWidthIn * PT;
  const fontSize = g.fontSizePt;
  const baseline = (y: number): number => (g.topIn + y * g.lineHeightIn) * PT + fontSize * 0.8;

  const styleKey = (r: StyleRun): FontKey =>
    r.bold && r.italic ? "BI" : r.bold ? "B" : r.italic ? "I" : "R";

  const drawRun = (r: StyleRun, x: number, yb: number): number => {
    const text = r.text;
    let ascii = true;
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) > 0x7e) {
        ascii = false;
        break;
      }
    }
    const base = styleKey(r);
    if (ascii) {
      doc.font(base);
      emitter.draw(text, x, yb, fontSize, charPt, isWide);
      const end = x + text.length * charPt;
      if (r.underline) underline(x, end, yb);
      return end;
    }
    // Split into segments drawn with the font that has the glyphs, each at its grid position.
    let segStart = x;
    let seg = "";
    let segFont: FontKey = base;
    let cx = x;
    const flush = (): void => {
      if (seg.length === 0) return;
      doc.font(segFont);
      emitter.draw(seg, segStart, yb, fontSize, charPt, isWide);
      seg = "";
    };
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 32;
      let f: FontKey = base;
      if (cp > 0x7e) {
        const alt = fontFor(cp);
        if (alt === "F") f = r.bold && r.italic ? "FBI" : r.bold ? "FB" : r.italic ? "FI" : "F";
        else if (alt === "C") f = "C";
        if (f !== "F" && f !== "C" && f !== base) ensure(f);
      }
      if (f !== segFont) {
        flush();
        segFont = f;
        segStart = cx;
      }
      seg += ch;
      cx += (isWide(cp) ? 2 : 1) * charPt;
    }
    flush();
    if (r.underline) underline(x, cx, yb);
    return cx;
  };
  const underline = (x0: number, x1: number, yb: number): void => {
    doc
      .save()
      .lineWidth(0.6)
      .moveTo(x0, yb + 1.5)
      .lineTo(x1, yb + 1.5)
      .stroke()
      .restore();
  };

  const markInvented = options.markInvented !== false;
  const drawLine = (l: PageLine): void => {
    const yb = baseline(l.y);
    let x = l.x * PT;
    if (l.text.length === 0) return;
    // Invented dialogue: its mark beside each row (the title page says what it means).
    if (l.invented && markInvented) drawRun({ text: INVENTED_MARK }, inventedMarkX(l) * PT, yb);
    if (!l.runs) {
      drawRun(l, x, yb);
      return;
    }
    for (const r of l.runs) x = drawRun(r, x, yb);
  };

  doc.fontSize(fontSize);
  if (pag.titlePage) {
    doc.addPage({ size, margin: 0 });
    doc.fontSize(fontSize);
    for (const l of pag.titlePage) drawLine(l);
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
    for (const l of page.lines) drawLine(l);
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

/** pdfkit (fontkit) wants a Buffer; under a bundler pdfkit brings its own Buffer polyfill. */
function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
