// Element text → rows: each printed line of an element, positioned at its indent and wrapped at
// its width. Rows are the output PageLine objects themselves: no wrapper per line, because a
// script has thousands of lines and every object costs garbage collection time.
import type { ScreenplayElement, StyleRun } from "../types.ts";
import type { LineKind, PageLine } from "./types.ts";
import { CHAR_IN, RIGHT } from "./geometry.ts";
import { columns, wrapInto } from "./wrap.ts";

/** One printed row: its line (the left column's in dual dialogue). */
export type Row = PageLine;

/** Where the parts of a speech go in one column (the page's, or one of dual dialogue's two). */
export interface SpeechGeometry {
  cueX: number;
  cueWidth: number;
  parenX: number;
  parenWidth: number;
  dlgX: number;
  dlgWidth: number;
}

const UPPER = { upper: true };

/** A continued mark the writer typed in a cue's extension: `(CONT'D)`, `(CONT’D)`, `(CONTD)`,
 * `(CONT.)`, `(CONT)`, `(CONTINUED)`, `(CONTINUING)`, any case. */
const WRITTEN_CONTD = /\(\s*CONT(?:['’]?D|\.|INUED|INUING)?\s*\)/gi;

export const CONTD = "(CONT'D)";

/** How many continued marks a cue or extension carries (more than one is a doubled CONT'D). */
export function contdMarks(text: string): number {
  return text.match(WRITTEN_CONTD)?.length ?? 0;
}

/** Does the extension already say the speech continues? */
export function hasContd(extension: string | undefined): boolean {
  return extension ? contdMarks(extension) > 0 : false;
}

/** The cue printed before `(CONT'D)` on the next page: name and extension, without a
 * `(CONT'D)` the writer already put there (`EDWARD (V.O.)(CONT'D)` → `EDWARD (V.O.)`). */
export function continuedCueName(name: string, extension: string | undefined): string {
  const ext = (extension ?? "").replace(WRITTEN_CONTD, "").trim().toUpperCase();
  return ext ? `${name.toUpperCase()} ${ext}` : name.toUpperCase();
}

/** One row; lyrics are italic throughout. */
export function makeRow(
  t: string,
  r: StyleRun[] | undefined,
  x: number,
  kind: LineKind,
  scene: number,
  italic?: boolean,
): Row {
  let runs: StyleRun[] | undefined = r;
  if (italic)
    runs = (r ?? (t.length ? [{ text: t }] : [])).map((x) => ({
      text: x.text,
      bold: x.bold,
      italic: true,
      underline: x.underline,
    }));
  return runs
    ? { x, y: 0, text: t, runs, kind, scene, block: 0 }
    : { x, y: 0, text: t, kind, scene, block: 0 };
}

export function rowsFor(
  rows: Row[],
  text: string,
  x: number,
  width: number,
  kind: LineKind,
  scene: number,
  opts: {
    upper?: boolean;
    hang?: number;
    italic?: boolean;
    align?: "right" | "center";
    rightEdge?: number;
    center?: number;
  } = {},
): Row[] {
  wrapInto(text, width, opts, (t, r) => {
    let lx = x;
    if (opts.align === "right") lx = (opts.rightEdge ?? RIGHT) - columns(t) * CHAR_IN;
    else if (opts.align === "center") lx = (opts.center ?? 4.5) - (columns(t) * CHAR_IN) / 2;
    rows.push(makeRow(t, r, lx, kind, scene, opts.italic));
  });
  return rows;
}

/** The printed cue; `contd` adds Final Draft's automatic `(CONT'D)` (never a second one). */
export function cueText(name: string, extension: string | undefined, contd = false): string {
  const cue = extension ? `${name} ${extension}` : name;
  return contd && !hasContd(extension) ? `${cue} ${CONTD}` : cue;
}

/** Lays out one speech (cue and what follows) in a column; `contd`: see cueText. */
export function speechRows(
  els: ScreenplayElement[],
  scene: number,
  geo: SpeechGeometry,
  contd = false,
): Row[] {
  const rows: Row[] = [];
  for (const e of els) {
    if (e.type === "character") {
      rowsFor(
        rows,
        cueText(e.name, e.extension, contd),
        geo.cueX,
        geo.cueWidth,
        "character",
        scene,
        UPPER,
      );
    } else if (e.type === "parenthetical") {
      rowsFor(rows, e.text, geo.parenX, geo.parenWidth, "parenthetical", scene, { hang: 1 });
    } else if (e.type === "dialogue") {
      rowsFor(rows, e.text, geo.dlgX, geo.dlgWidth, "dialogue", scene);
    } else if (e.type === "lyrics") {
      rowsFor(rows, e.text, geo.dlgX, geo.dlgWidth, "lyrics", scene, { italic: true });
    }
  }
  return rows;
}
