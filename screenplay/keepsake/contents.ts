// The table of contents: one line per scene (its title, cut to fit, and the page it starts on),
// then the screenplay. Its page count is known before the book is laid out, so the first pass
// (render-book.ts) finds every other page where the second will print it.
import { blockHeight, blockLeft, blockWidth, type BookGeometry } from "./book-geometry.ts";
import type { Pass } from "./pass.ts";

export interface ContentsEntry {
  title: string;
  page: number;
}

const HEADING_SPACE = 64;
const lineHeight = (g: BookGeometry) => g.bodySize * 1.75;

function perPage(g: BookGeometry, first: boolean): number {
  return Math.max(1, Math.floor((blockHeight(g) - (first ? HEADING_SPACE : 0)) / lineHeight(g)));
}

export function contentsPageCount(g: BookGeometry, entries: number): number {
  const first = perPage(g, true);
  if (entries <= first) return 1;
  return 1 + Math.ceil((entries - first) / perPage(g, false));
}

export function drawContents(p: Pass, entries: ContentsEntry[], pageCount: number): void {
  const { g, text } = p;
  let i = 0;
  for (let n = 0; n < pageCount; n += 1) {
    p.pages.next({ flow: false, folio: false });
    const x = blockLeft(g, p.pages.count);
    const width = blockWidth(g);
    let y = g.top;
    if (n === 0) {
      text.plain("Contents", { bold: true }, { x, y, width, size: 18 });
      y += HEADING_SPACE;
    }
    const count = perPage(g, n === 0);
    for (let k = 0; k < count && i < entries.length; k += 1, i += 1) {
      const entry = entries[i];
      if (!entry) break;
      const number = entry.page > 0 ? String(entry.page) : "";
      const numberWidth = text.widthOf("0000", g.bodySize);
      text.plain(
        cut(p, entry.title, width - numberWidth - 12),
        {},
        {
          x,
          y,
          width: width - numberWidth,
          size: g.bodySize,
        },
      );
      text.plain(
        number,
        {},
        { x: x + width - numberWidth, y, width: numberWidth, size: g.bodySize, align: "right" },
      );
      y += lineHeight(g);
    }
  }
}

/** A title that fits on one line, cut at a word with an ellipsis when it does not. */
function cut(p: Pass, title: string, width: number): string {
  const size = p.g.bodySize;
  const flat = title.replace(/\s+/g, " ").trim();
  if (p.text.widthOf(flat, size) <= width) return flat;
  let words = flat.split(" ");
  while (words.length > 1 && p.text.widthOf(`${words.join(" ")}…`, size) > width) {
    words = words.slice(0, -1);
  }
  let out = words.join(" ");
  while (out.length > 1 && p.text.widthOf(`${out}…`, size) > width) out = out.slice(0, -1);
  return `${out}…`;
}
