// Title page (screenplay/README.md, Page geometry): title in capitals centred about a third down, credit,
// author(s) and source below it; contact (and copyright) bottom left; notes and draft date bottom
// right. Unknown keys are not printed (they are metadata for other tools).
import type { TitlePage, TitleEntry } from "../types.ts";
import type { PageGeometry, PageLine } from "./types.ts";
import { CHAR_IN, LEFT, RIGHT } from "./geometry.ts";
import { columns, wrapElementText } from "./wrap.ts";

function get(entries: TitleEntry[], ...keys: string[]): string[] {
  const out: string[] = [];
  for (const k of keys)
    for (const e of entries) if (e.key.toLowerCase() === k) out.push(...e.values);
  return out;
}

/** `notice`: a line centred below the credits (the count of invented dialogue). */
export function layoutTitlePage(
  tp: TitlePage,
  g: PageGeometry,
  notice?: string,
): PageLine[] | null {
  if (tp.entries.length === 0) return null;
  const lines: PageLine[] = [];
  const center = g.widthIn / 2;
  const push = (
    text: string,
    y: number,
    align: "center" | "left" | "right",
    upper = false,
  ): void => {
    for (const w of wrapElementText(text, 60, { upper })) {
      const width = columns(w.text) * CHAR_IN;
      const x = align === "center" ? center - width / 2 : align === "left" ? LEFT : RIGHT - width;
      const l: PageLine = { x, y, text: w.text, kind: "title_page", scene: -1, block: -1 };
      if (w.runs) l.runs = w.runs;
      lines.push(l);
      y++;
    }
  };
  let y = Math.round(g.linesPerPage / 3) - 2;
  for (const t of get(tp.entries, "title")) {
    push(t, y, "center", true);
    y++;
  }
  const credit = get(tp.entries, "credit");
  const authors = get(tp.entries, "author", "authors");
  const source = get(tp.entries, "source");
  if (credit.length || authors.length) y += 3;
  for (const c of credit) push(c, y++, "center");
  if (credit.length && authors.length) y++;
  for (const a of authors) push(a, y++, "center");
  if (source.length) y += 2;
  for (const s of source) push(s, y++, "center");
  if (notice) push(notice, y + 3, "center");

  const bottomLeft = [...get(tp.entries, "contact"), ...get(tp.entries, "copyright")];
  let yl = g.linesPerPage - bottomLeft.length;
  for (const c of bottomLeft) push(c, yl++, "left");
  const bottomRight = [
    ...get(tp.entries, "notes", "revision"),
    ...get(tp.entries, "draft date", "date"),
  ];
  let yr = g.linesPerPage - bottomRight.length;
  for (const c of bottomRight) push(c, yr++, "right");
  return lines;
}
