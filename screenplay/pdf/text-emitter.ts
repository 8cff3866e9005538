// Writes text straight into the page content stream. pdfkit's own text() shapes every string with
// fontkit (OpenType layout), which costs more than the rest of the PDF together; screenplay text
// sits on a fixed character grid and needs no shaping, so we map code points to glyph ids
// ourselves and let pdfkit do the rest (font subsetting and embedding, compression, outline).
// This touches pdfkit internals (typed narrowly below); tests render every corpus script so a
// pdfkit change that breaks it is caught.

export interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
export interface FontkitFont {
  unitsPerEm: number;
  glyphForCodePoint(cp: number): FontkitGlyph;
  hasGlyphForCodePoint(cp: number): boolean;
}
interface EmbeddedFontInternals {
  id: string;
  font: FontkitFont;
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
}
interface DocInternals {
  _font: EmbeddedFontInternals | null;
  page: { fonts: Record<string, unknown>; height: number };
  addContent(s: string): unknown;
}

function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Per document: glyph codes already put in each font's subset. */
export class TextEmitter {
  /** Per font id: code point → glyph code (4 hex digits) and its advance in 1/1000 em. */
  private readonly glyphs = new Map<string, Map<number, { code: string; adv: number }>>();
  private readonly d: DocInternals;

  constructor(doc: PDFKit.PDFDocument) {
    this.d = doc as unknown as DocInternals;
  }

  /** The fontkit font of the current pdfkit font (to reuse across documents, and for coverage). */
  currentFontkit(): FontkitFont | undefined {
    return this.d._font?.font;
  }

  /**
   * Draws `text` with the current font at baseline (x, y) in points from the top-left, putting
   * each character `cellPt` apart (wide characters two cells).
   */
  draw(
    text: string,
    x: number,
    y: number,
    sizePt: number,
    cellPt: number,
    wide: (cp: number) => boolean,
  ): void {
    const f = this.d._font;
    if (!f) return;
    const page = this.d.page;
    if (page.fonts[f.id] == null) page.fonts[f.id] = f.ref();
    let map = this.glyphs.get(f.id);
    if (!map) {
      map = new Map();
      this.glyphs.set(f.id, map);
    }
    const upm = f.font.unitsPerEm;
    let hex = "";
    let tj = "";
    let uniform = true;
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 32;
      let glyph = map.get(cp);
      if (glyph === undefined) {
        const g = f.font.glyphForCodePoint(cp);
        const gid = f.subset.includeGlyph(g.id);
        const w = (g.advanceWidth * 1000) / upm;
        if (f.widths[gid] == null) f.widths[gid] = w;
        if (f.unicode[gid] == null) f.unicode[gid] = g.codePoints;
        glyph = { code: ("0000" + gid.toString(16)).slice(-4), adv: w };
        map.set(cp, glyph);
      }
      const code = glyph.code;
      const adv = glyph.adv;
      const cells = wide(cp) ? 2 : 1;
      // TJ adjustment (thousandths of an em, positive moves left) that puts the glyph on the grid.
      const adjust = adv - (cells * cellPt * 1000) / sizePt;
      if (Math.abs(adjust) > 0.5) uniform = false;
      hex += code;
      tj += `<${code}>${Math.abs(adjust) > 0.5 ? num(adjust) : ""}`;
    }
    const body = uniform ? `<${hex}> Tj` : `[${tj}] TJ`;
    // pdfkit's page coordinates run top-down (its base matrix flips y); the text matrix flips
    // back so glyphs stand upright at the top-down baseline y.
    this.d.addContent(`BT /${f.id} ${num(sizePt)} Tf 1 0 0 -1 ${num(x)} ${num(y)} Tm ${body} ET`);
  }
}
