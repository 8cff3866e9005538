// The paginator's output: positioned lines per page. This one structure is what the PDF writer and
// the app's live preview both draw, so there is one pagination engine.
import type { ElementType, StyleRun } from "../types.ts";

export type Paper = "letter" | "a4";

export type LineKind =
  | Exclude<ElementType, "section" | "synopsis" | "note" | "page_break">
  | "more"
  | "page_number"
  | "scene_number"
  | "title_page"
  /** Production: the revision mark (`*`) in the right margin, the revised page's header. */
  | "revision_mark"
  | "revision_header";

export interface PageLine {
  /** Left edge of the text in inches from the left edge of the paper. */
  x: number;
  /** Line index from the top margin (0 = first line of the body; negative = header area). */
  y: number;
  /** Printed text (markup removed). */
  text: string;
  /** Style runs; absent when the whole line is plain text (then draw `text`). Saves two objects
   * per line on the common path. Use `runsOf(line)` to always get runs. */
  runs?: StyleRun[];
  kind: LineKind;
  /** Index of the scene (0-based, order of headings); -1 before the first heading. */
  scene: number;
  /** Index of the laid-out block the line belongs to (lines of one speech share it). */
  block: number;
  /** For dual dialogue: which column. */
  column?: "left" | "right";
  /** A row of invented dialogue (`[[invented]]`), marked beside it when `markInvented`. */
  invented?: true;
}

export interface Page {
  /** 1-based physical page number of the script (the title page is not counted). */
  number: number;
  /** Text printed at the top right (`2.`), or null (page 1). */
  label: string | null;
  /** The page was started by a forced page break (`===`). */
  forced: boolean;
  /** The page starts where a locked page started (production: see `lockedBreaks`). */
  locked?: boolean;
  lines: PageLine[];
}

export interface PageGeometry {
  paper: Paper;
  widthIn: number;
  heightIn: number;
  topIn: number;
  lineHeightIn: number;
  charWidthIn: number;
  linesPerPage: number;
  fontSizePt: number;
}

export interface SceneIndexEntry {
  index: number;
  text: string;
  number?: string;
  page: number;
}

export interface Pagination {
  geometry: PageGeometry;
  /** Lines of the title page (same coordinates), or null when the document has none. */
  titlePage: PageLine[] | null;
  pages: Page[];
  scenes: SceneIndexEntry[];
  /** With `withSources`: the index of the first element of each laid-out block (by a line's
   * `block`), so a line can be traced back to the text it prints. */
  blockElements?: number[];
}

/** Where a locked page starts (production): an element and an offset in its printed text
 * (layout/printed-text.ts); `label` is the page's number as printed, without the period. */
export interface LockedBreak {
  element: number;
  offset: number;
  label: string;
}

export interface PaginateOptions {
  paper?: Paper;
  /** Print scene numbers in both margins (a heading's own `#n#`, else its position). */
  sceneNumbers?: boolean;
  /** Character cue indent in inches: 3.5 (Final Draft default) or 3.7 ("classic"). */
  characterIndent?: number;
  /** Blank lines before a scene heading: 1 (default) or 2. */
  headingSpacing?: 1 | 2;
  /** Final Draft's automatic character continueds (default on): the same character speaking
   * again in a scene with only action between prints `NAME (CONT'D)`. */
  autoContd?: boolean;
  /** Mark invented dialogue (`[[invented]]` from the co-writer) beside its rows and count it on
   * the title page (default on). */
  markInvented?: boolean;
  /** Locked pages, in document order: each starts a page labelled with its number, whatever
   * fits before it; what does not fit before the next one goes on pages 5A, 5B … */
  lockedBreaks?: LockedBreak[];
  /** Fill `blockElements` (for revision marks and locking). */
  withSources?: boolean;
  /** Pages without their lines (numbers and labels only): which pages a layout has, without
   * keeping a whole script's lines alive to find out. */
  numbersOnly?: boolean;
}

/** The style runs of a line (a single plain run when it has none). */
export function runsOf(l: { text: string; runs?: StyleRun[] }): StyleRun[] {
  return l.runs ?? (l.text.length > 0 ? [{ text: l.text }] : []);
}
