// Element text → rows: each printed line of an element, positioned at its indent and wrapped at
// its width. Rows are the output PageLine objects themselves: no wrapper per line, because a
// script has thousands of lines and every object costs garbage collection time.
import type { ScreenplayElement, StyleRun } from "../types.ts";
import type { LineKind, PageLine } from "./types.ts";
import { CHAR_IN, RIGHT } from "./geometry.ts";
import { columns, wrapInto } from "./wrap.ts";
import { isInventedDialogue } from "../invented.ts";

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

export interface RowOptions {
  upper?: boolean;
  hang?: number;
  italic?: boolean;
  align?: "right" | "center";
  rightEdge?: number;
  center?: number;
}

const NO_OPTIONS: RowOptions = {};
export const UPPER: RowOptions = { upper: true };
const HANG: RowOptions = { hang: 1 };
export const ITALIC: RowOptions = { italic: true };

// Where wrapped lines go: one sink shared by every call (wrapping is synchronous), so laying
// out an element allocates no closure, only its rows. The rows of the block being laid out are
// gathered in one reused buffer and then copied into an array of their exact size: an array
// grown by push reserves 17 slots, and most blocks have one to five rows.
const sink = { x: 0, kind: "action" as LineKind, scene: 0, opts: NO_OPTIONS };
const gathered: Row[] = [];
let count = 0;

function pushRow(t: string, r: StyleRun[] | undefined): void {
  const o = sink.opts;
  let lx = sink.x;
  if (o.align === "right") lx = (o.rightEdge ?? RIGHT) - columns(t) * CHAR_IN;
  else if (o.align === "center") lx = (o.center ?? 4.5) - (columns(t) * CHAR_IN) / 2;
  gathered[count++] = makeRow(t, r, lx, sink.kind, sink.scene, o.italic);
}

/** Appends the rows of one element's text to the rows being gathered. */
function gather(
  text: string,
  x: number,
  width: number,
  kind: LineKind,
  scene: number,
  opts: RowOptions,
): void {
  sink.x = x;
  sink.kind = kind;
  sink.scene = scene;
  sink.opts = opts;
  wrapInto(text, width, opts, pushRow);
}

/** The rows gathered since the last call, in an array of their own. */
function takeRows(): Row[] {
  const rows = gathered.slice(0, count);
  // A huge block's rows are not kept alive by the buffer after it.
  if (count > 256) gathered.length = 0;
  count = 0;
  return rows;
}

/** The rows of one element's text. */
export function rowsOf(
  text: string,
  x: number,
  width: number,
  kind: LineKind,
  scene: number,
  opts: RowOptions = NO_OPTIONS,
): Row[] {
  gather(text, x, width, kind, scene, opts);
  return takeRows();
}

/** The printed cue; `contd` adds Final Draft's automatic `(CONT'D)` (never a second one). */
export function cueText(name: string, extension: string | undefined, contd = false): string {
  const cue = extension ? `${name} ${extension}` : name;
  return contd && !hasContd(extension) ? `${cue} ${CONTD}` : cue;
}

/** A row made like `model` (a row of the same line cut or wrapped again), invented if it was. */
export function rowLike(model: Row, t: string, r: StyleRun[] | undefined, italic?: boolean): Row {
  const row = makeRow(t, r, model.x, model.kind, model.scene, italic);
  if (model.invented) row.invented = true;
  return row;
}

/** Lays out one speech, elements [from, to) of `els` (cue and what follows), in a column;
 * `contd`: see cueText; `markInvented`: flag the rows of invented dialogue. */
export function speechRows(
  els: ScreenplayElement[],
  from: number,
  to: number,
  scene: number,
  geo: SpeechGeometry,
  contd = false,
  markInvented = false,
): Row[] {
  for (let i = from; i < to; i++) {
    const e = els[i] as ScreenplayElement;
    if (e.type === "character") {
      const cue = cueText(e.name, e.extension, contd);
      gather(cue, geo.cueX, geo.cueWidth, "character", scene, UPPER);
    } else if (e.type === "parenthetical") {
      gather(e.text, geo.parenX, geo.parenWidth, "parenthetical", scene, HANG);
    } else if (e.type === "dialogue") {
      const start = count;
      gather(e.text, geo.dlgX, geo.dlgWidth, "dialogue", scene, NO_OPTIONS);
      if (markInvented && isInventedDialogue(e))
        for (let k = start; k < count; k++) (gathered[k] as Row).invented = true;
    } else if (e.type === "lyrics") {
      gather(e.text, geo.dlgX, geo.dlgWidth, "lyrics", scene, ITALIC);
    }
  }
  return takeRows();
}
