// Text of the book in its serif (DejaVu Serif: Latin with Polish and the rest of Central Europe,
// Greek, Cyrillic), each character the serif lacks (Chinese, Japanese) set in the CJK font.
// pdfkit lays the lines out (wrapping, kerning) and embeds a subset of each font used.
import type { StyleRun } from "../types.ts";

export interface BookFonts {
  serif: Uint8Array;
  serifBold: Uint8Array;
  serifItalic: Uint8Array;
  serifBoldItalic: Uint8Array;
  /** Loaded only when a character needs it (the font is large). */
  cjk?: () => Uint8Array | undefined;
}

type Key = "S" | "SB" | "SI" | "SBI" | "SC";

interface Coverage {
  hasGlyphForCodePoint(cp: number): boolean;
}

export interface TextOptions {
  size: number;
  width: number;
  x?: number;
  y?: number;
  align?: "left" | "center" | "right" | "justify";
  lineGap?: number;
  color?: string;
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export class BookText {
  private serifCoverage: Coverage | undefined;
  private cjkState: "unknown" | "missing" | Coverage = "unknown";

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: BookFonts,
  ) {
    doc.registerFont("S", toBuffer(fonts.serif));
    doc.registerFont("SB", toBuffer(fonts.serifBold));
    doc.registerFont("SI", toBuffer(fonts.serifItalic));
    doc.registerFont("SBI", toBuffer(fonts.serifBoldItalic));
    doc.font("S");
    this.serifCoverage = (doc as unknown as { _font?: { font?: Coverage } })._font?.font;
  }

  private cjk(): Coverage | undefined {
    if (this.cjkState === "unknown") {
      const bytes = this.fonts.cjk?.();
      if (!bytes) this.cjkState = "missing";
      else {
        this.doc.registerFont("SC", toBuffer(bytes));
        this.doc.font("SC");
        const c = (this.doc as unknown as { _font?: { font?: Coverage } })._font?.font;
        this.cjkState = c ?? "missing";
      }
    }
    return this.cjkState === "missing" ? undefined : this.cjkState;
  }

  /** Pieces of a run, each with the font that has its characters. */
  private segments(run: StyleRun): Array<{ text: string; key: Key }> {
    const base: Key = run.bold && run.italic ? "SBI" : run.bold ? "SB" : run.italic ? "SI" : "S";
    const out: Array<{ text: string; key: Key }> = [];
    let text = "";
    let key: Key = base;
    for (const ch of run.text) {
      const cp = ch.codePointAt(0) ?? 32;
      let k: Key = base;
      if (cp > 0x24f && this.serifCoverage && !this.serifCoverage.hasGlyphForCodePoint(cp)) {
        if (this.cjk()?.hasGlyphForCodePoint(cp)) k = "SC";
      }
      if (k !== key && text) {
        out.push({ text, key });
        text = "";
      }
      key = k;
      text += ch;
    }
    if (text) out.push({ text, key });
    return out;
  }

  /** A paragraph of styled runs, wrapped to `width`; the document's y moves below it. */
  runs(runs: readonly StyleRun[], o: TextOptions): void {
    const pieces = runs.flatMap((r) =>
      this.segments(r).map((s) => ({ ...s, underline: r.underline === true })),
    );
    if (pieces.length === 0) return;
    const doc = this.doc;
    doc.fillColor(o.color ?? "#1a1a1a");
    pieces.forEach((p, i) => {
      const last = i === pieces.length - 1;
      doc.font(p.key).fontSize(o.size);
      const options: PDFKit.Mixins.TextOptions = {
        continued: !last,
        underline: p.underline,
        width: o.width,
        align: o.align ?? "left",
        lineGap: o.lineGap ?? 0,
      };
      if (i === 0 && o.x !== undefined && o.y !== undefined) doc.text(p.text, o.x, o.y, options);
      else if (i === 0 && o.x !== undefined) doc.text(p.text, o.x, doc.y, options);
      else doc.text(p.text, options);
    });
  }

  /** One plain line or paragraph in a style. */
  plain(text: string, style: { bold?: boolean; italic?: boolean }, o: TextOptions): void {
    this.runs(
      [{ text, ...(style.bold ? { bold: true } : {}), ...(style.italic ? { italic: true } : {}) }],
      o,
    );
  }

  /** Width of a plain string in the serif (for the contents' page numbers and cut titles). */
  widthOf(text: string, size: number, style: { bold?: boolean } = {}): number {
    return this.doc
      .font(style.bold ? "SB" : "S")
      .fontSize(size)
      .widthOfString(text);
  }
}
