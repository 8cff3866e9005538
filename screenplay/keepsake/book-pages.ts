// The book's pages as pdfkit pages: which side each is on, the text block shifted so the inside
// margin is always the larger, page numbers (folios), and pages handed to the output a section
// at a time so memory holds one section's pages, never the book.
import { blockLeft, blockWidth, isRecto, type BookGeometry } from "./book-geometry.ts";
import type { BookText } from "./book-text.ts";

interface PageState {
  number: number;
  /** Drawn in text-block coordinates (the left margin is the inside one: a left-hand page's
   * content is moved left by the difference). */
  shifted: boolean;
  folio: boolean;
}

export class BookPages {
  /** Pages so far (the cover is 1). */
  count = 0;
  private flowing = false;
  private folios = false;
  private buffered: PageState[] = [];

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly g: BookGeometry,
    private readonly text: BookText,
    private readonly write: (chunk: Uint8Array) => void,
  ) {
    doc.on("pageAdded", () => {
      this.count += 1;
      const shifted = this.flowing && !isRecto(this.count);
      if (shifted) doc.translate(g.outside - g.inside, 0);
      this.buffered.push({ number: this.count, shifted, folio: this.folios });
    });
  }

  /** A new page after everything drawn so far is written out. `flow`: text and photos in the
   * text block (pages pdfkit adds when text runs over are the same kind); else a page drawn at
   * its own positions. */
  next(options: { flow: boolean; folio: boolean }): void {
    this.flush();
    this.flowing = options.flow;
    this.folios = options.folio;
    this.doc.addPage();
    if (options.flow) {
      this.doc.x = this.g.inside;
      this.doc.y = this.g.top;
    }
  }

  /** A blank left-hand page when the next page would be one: what follows opens on the right. */
  toRecto(): void {
    if (isRecto(this.count + 1)) return;
    this.next({ flow: false, folio: false });
  }

  /** The bottom of the text block, in the page's coordinates. */
  get maxY(): number {
    return this.g.height - this.g.bottom;
  }

  /** Folios on the pages drawn since the last flush, then those pages go to the output. */
  flush(): void {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    this.buffered.forEach((p, i) => {
      if (!p.folio) return;
      doc.switchToPage(range.start + i);
      // Below the text block: pdfkit would start a new page for text past the bottom margin.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const left = blockLeft(this.g, p.number) - (p.shifted ? this.g.outside - this.g.inside : 0);
      this.text.plain(
        String(p.number),
        {},
        {
          x: left,
          y: this.g.height - this.g.bottom * 0.55,
          width: blockWidth(this.g),
          size: 8.5,
          align: "center",
          color: "#555555",
        },
      );
      doc.page.margins.bottom = bottom;
    });
    this.buffered = [];
    if (range.count > 0) doc.flushPages();
    this.drain();
  }

  drain(): void {
    const readable = this.doc as unknown as { read(): Uint8Array | null };
    for (let c = readable.read(); c !== null; c = readable.read()) this.write(c);
  }
}
