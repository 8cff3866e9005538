// One pass of the book's layout: the document and what draws on it (render-book.ts).
import type { BookGeometry } from "./book-geometry.ts";
import type { BookPages } from "./book-pages.ts";
import type { BookText } from "./book-text.ts";
import type { BookInput, BookIo, LowResolutionPhoto } from "./book-types.ts";

/** What one pass of the layout draws with, and what it learns. */
export interface Pass {
  doc: PDFKit.PDFDocument;
  g: BookGeometry;
  text: BookText;
  pages: BookPages;
  input: BookInput;
  io: BookIo;
  /** The first pass only measures: no photo is read. */
  dry: boolean;
  lowResolution: LowResolutionPhoto[];
}
