// Draws the paginator's positioned lines onto pages of a pdfkit document: Courier Prime embedded
// and subset, a fallback font per character for scripts Courier Prime does not cover. The
// screenplay PDF (render-pdf.ts) and the keepsake book (keepsake/) both print pages with it, so a
// screenplay page looks the same wherever it is printed.
import type { StyleRun } from "../types.ts";
import type { PageGeometry, PageLine } from "../layout/types.ts";
import { isWide } from "../layout/wrap.ts";
import type { FontSet } from "./fonts.ts";
import { TextEmitter, type FontkitFont } from "./text-emitter.ts";
import { INVENTED_MARK, inventedMarkX } from "../invented.ts";

/** Parsed fonts kept across documents (parsing a TTF costs more than laying out a script). */
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

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

export interface ScreenplayPainter {
  /** Draws lines at their page positions (in the current coordinate system, top-down points). */
  drawLines(lines: readonly PageLine[]): void;
}

export function screenplayPainter(
  doc: PDFKit.PDFDocument,
  fonts: FontSet,
  g: PageGeometry,
  options: { markInvented?: boolean | undefined } = {},
): ScreenplayPainter {
  const markInvented = options.markInvented !== false;
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

  return {
    drawLines(lines) {
      doc.fontSize(fontSize);
      for (const l of lines) drawLine(l);
    },
  };
}

/** pdfkit (fontkit) wants a Buffer; under a bundler pdfkit brings its own Buffer polyfill. */
function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
