// A report laid out as pages for the PDF writer: landscape, in the screenplay's Courier (a fixed
// grid keeps the columns straight), the title and the column names on every page, long cells
// wrapped within their column, the page number at the top right ("Page 2 of 5").
import type { PageGeometry, PageLine, Pagination, Paper } from "../layout/types.ts";
import { CHAR_IN, LINE_IN } from "../layout/geometry.ts";
import { wrapElementText, columns as cols } from "../layout/wrap.ts";
import type { Report } from "./production-reports.ts";

const LEFT = 0.5;
const GAP = 2;

function landscape(paper: Paper): PageGeometry {
  const widthIn = paper === "a4" ? 11.69 : 11;
  const heightIn = paper === "a4" ? 8.27 : 8.5;
  const topIn = 0.75;
  return {
    paper,
    widthIn,
    heightIn,
    topIn,
    lineHeightIn: LINE_IN,
    charWidthIn: CHAR_IN,
    linesPerPage: Math.floor((heightIn - topIn - 0.5) / LINE_IN),
    fontSizePt: 12,
  };
}

export function reportPages(report: Report, subtitle: string, paper: Paper = "letter"): Pagination {
  const g = landscape(paper);
  const maxChars = Math.floor((g.widthIn - 2 * LEFT) / CHAR_IN);
  // Columns as asked, the last one taking what is left of the line.
  const widths = report.columns.map((c) => c.width);
  const fixed = widths.slice(0, -1).reduce((s, w) => s + w + GAP, 0);
  widths[widths.length - 1] = Math.max(10, maxChars - fixed);
  const xs: number[] = [];
  let x = LEFT;
  for (const w of widths) {
    xs.push(x);
    x += (w + GAP) * CHAR_IN;
  }
  const line = (y: number, text: string, at: number, bold = false): PageLine => {
    const l: PageLine = { x: at, y, text, kind: "action", scene: -1, block: -1 };
    if (bold) l.runs = [{ text, bold: true }];
    return l;
  };
  const cell = (text: string, c: number, y: number, bold = false): PageLine => {
    const w = widths[c] as number;
    const right = report.columns[c]?.align === "right";
    const at = (xs[c] as number) + (right ? (w - cols(text)) * CHAR_IN : 0);
    return line(y, text, at, bold);
  };
  const head = (): PageLine[] => [
    line(0, `${report.title}: ${subtitle}`, LEFT, true),
    ...report.columns.map((c, i) => cell(c.label, i, 2, true)),
    line(3, "-".repeat(maxChars), LEFT),
  ];

  const pages: PageLine[][] = [];
  let lines = head();
  let y = 4;
  const legend = report.legend ?? [];
  for (const text of legend) {
    for (const w of wrapElementText(text, maxChars)) {
      if (y >= g.linesPerPage) {
        pages.push(lines);
        lines = head();
        y = 4;
      }
      lines.push(line(y++, w.text, LEFT));
    }
  }
  if (legend.length > 0) y++;
  for (const row of report.rows) {
    const wrapped = row.map((v, c) => wrapElementText(v, widths[c] as number).map((w) => w.text));
    const height = Math.max(1, ...wrapped.map((w) => w.length));
    if (y + height > g.linesPerPage && y > 4) {
      pages.push(lines);
      lines = head();
      y = 4;
    }
    wrapped.forEach((parts, c) => parts.forEach((t, k) => lines.push(cell(t, c, y + k))));
    y += height;
  }
  if (report.rows.length === 0) lines.push(line(y, "Nothing to list yet.", LEFT));
  pages.push(lines);
  const total = pages.length;
  return {
    geometry: g,
    titlePage: null,
    scenes: [],
    pages: pages.map((ls, i) => {
      const label = `Page ${i + 1} of ${total}`;
      const right = g.widthIn - LEFT - label.length * CHAR_IN;
      return {
        number: i + 1,
        label,
        forced: false,
        lines: [...ls, { x: right, y: 0, text: label, kind: "page_number", scene: -1, block: -1 }],
      };
    }),
  };
}
