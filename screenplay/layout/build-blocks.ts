// Elements → blocks: the units the page breaker places. A block is a list of rows (one printed
// line each, plus `extra` lines at the same height for dual dialogue and scene numbers), the
// blank lines wanted before it, and what the break rules need to know (must it stay with the next
// block).
import type { ScreenplayElement, StyleRun } from "../types.ts";
import type { LineKind, PageLine } from "./types.ts";
import {
  ACTION,
  CENTERED_WIDTH,
  DIALOGUE,
  DUAL,
  HEADING,
  PAREN,
  RIGHT,
  TRANSITION_WIDTH,
  CHAR_IN,
} from "./geometry.ts";
import {
  ITALIC,
  rowsOf,
  speechRows,
  UPPER,
  type Row,
  type RowOptions,
} from "./element-rows.ts";

const FLUSH_RIGHT: RowOptions = { upper: true, align: "right" };
const CENTRED: RowOptions = { align: "center", center: 4.5 };

export type { Row };

export type BlockKind =
  "heading" | "action" | "speech" | "dual" | "transition" | "centered" | "lyrics" | "break";

export interface Block {
  kind: BlockKind;
  rows: Row[];
  /** First row not yet placed (set when a block continues on a new page). */
  from?: number;
  /** Lines printed at the same height as row i (right column, scene numbers); sparse. */
  extra?: Array<PageLine[] | undefined>;
  spaceBefore: number;
  keepWithNext: boolean;
  scene: number;
  /** Index of the block's first element in the document (a speech's cue). */
  el: number;
  /** What a split at a sentence end re-reads (speeches and action only): the action
   * paragraph's text, or the document's elements, of which a speech is [srcFrom, srcTo) (its
   * cue first). Indices rather than a copy: nothing is allocated for a block that never splits. */
  source?: ScreenplayElement[] | string;
  srcFrom?: number;
  srcTo?: number;
  /** The source lines behind the rows, worked out the first time the block may split. */
  lines?: SourceLine[];
  /** Index in `lines` of the line holding row `from`. */
  line?: number;
  /** Cached smallest legal head (see paginate's minHead). */
  minHead?: number;
}

/** One source line of a block (a line of an element's text) as it prints, and where its rows
 * still to place start. */
export interface SourceLine {
  kind: LineKind;
  /** The element the line belongs to, and where the line starts in its printed text (its
   * printed lines joined with "\n"; see printedText). */
  el: number;
  base: number;
  plain: string;
  runs: StyleRun[] | undefined;
  /** Index in the block's rows of the line's first row not yet placed. */
  row: number;
  /** Offset in `plain` where that row starts. */
  offset: number;
  /** Characters of hanging indent on rows after the line's first (parentheticals). */
  hang: number;
  /** Holds East Asian wide characters (found once: a line may be a megabyte long). */
  wide: boolean;
}

export interface BuildOptions {
  characterIndent: number;
  headingSpacing: number;
  sceneNumbers: boolean;
  /** Final Draft's automatic character continueds: the same character speaking again in a
   * scene with only action between gets `NAME (CONT'D)`. */
  autoContd: boolean;
  /** Flag the rows of invented dialogue (`[[invented]]`). */
  markInvented: boolean;
}

export interface SceneInfo {
  index: number;
  text: string;
  number?: string;
}

/** Blocks built on demand, a few ahead of the one being placed (the break rules look at most
 * three blocks ahead). A block is valid until RING more have been built: the stream reuses a
 * ring of block objects, so a script of thousands of blocks allocates sixteen, and only the page
 * lines stay alive (a small working set: the garbage collector has less to do). */
export interface BlockStream {
  get(index: number): Block | undefined;
}

const LOOKAHEAD = 4;
const NO_ROWS: Row[] = [];

/** Same character? Compared without case or surrounding spaces (a cue forced with `@` may be in
 * lower case), and without making strings: this runs for every speech. */
function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  let j = a.length;
  let k = 0;
  let l = b.length;
  while (i < j && a.charCodeAt(i) <= 32) i++;
  while (j > i && a.charCodeAt(j - 1) <= 32) j--;
  while (k < l && b.charCodeAt(k) <= 32) k++;
  while (l > k && b.charCodeAt(l - 1) <= 32) l--;
  if (j - i !== l - k) return false;
  for (let m = 0; m < j - i; m++) {
    const x = a.charCodeAt(i + m);
    const y = b.charCodeAt(k + m);
    if (x === y) continue;
    if (x >= 128 || y >= 128) return a.trim().toUpperCase() === b.trim().toUpperCase();
    const lx = x | 32;
    if (lx !== (y | 32) || lx < 97 || lx > 122) return false;
  }
  return true;
}
const RING = 16;

export function buildBlocks(
  elements: ScreenplayElement[],
  opts: BuildOptions,
): { stream: BlockStream; scenes: SceneInfo[] } {
  const ring: Block[] = [];
  let built = 0;
  const scenes: SceneInfo[] = [];
  let scene = -1;
  const n = elements.length;
  const single = {
    cueX: opts.characterIndent,
    cueWidth: Math.round((RIGHT - opts.characterIndent) * 10),
    parenX: PAREN.x,
    parenWidth: PAREN.width,
    dlgX: DIALOGUE.x,
    dlgWidth: DIALOGUE.width,
  };
  const column = (base: number) => ({
    cueX: base + DUAL.cueOffset,
    cueWidth: DUAL.dialogueWidth - Math.round(DUAL.cueOffset * 10),
    parenX: base + DUAL.parenOffset,
    parenWidth: DUAL.parenWidth,
    dlgX: base,
    dlgWidth: DUAL.dialogueWidth,
  });

  // The character who spoke last in this scene with only action since (automatic CONT'D).
  let speaker: string | null = null;
  let i = 0;
  const stream: BlockStream = {
    get(index: number): Block | undefined {
      while (built <= index + LOOKAHEAD && i < n) step();
      return index < built ? ring[index % RING] : undefined;
    },
  };
  return { stream, scenes };

  /** The next block: a ring slot filled afresh (every field set, so all blocks share a shape). */
  function add(kind: BlockKind, rows: Row[], spaceBefore: number, keepWithNext: boolean): Block {
    let b = ring[built % RING];
    if (!b) {
      b = {
        kind,
        rows,
        from: undefined,
        extra: undefined,
        spaceBefore,
        keepWithNext,
        scene,
        el: i,
        source: undefined,
        srcFrom: undefined,
        srcTo: undefined,
        lines: undefined,
        line: undefined,
        minHead: undefined,
      };
      ring[built % RING] = b;
    } else {
      b.kind = kind;
      b.rows = rows;
      b.from = undefined;
      b.extra = undefined;
      b.spaceBefore = spaceBefore;
      b.keepWithNext = keepWithNext;
      b.scene = scene;
      b.el = i;
      b.source = undefined;
      b.srcFrom = undefined;
      b.srcTo = undefined;
      b.lines = undefined;
      b.line = undefined;
      b.minHead = undefined;
    }
    built++;
    return b;
  }

  /** Turns the element(s) at i into the next block (none for unprinted elements). */
  function step(): void {
    const e = elements[i] as ScreenplayElement;
    // Anything printed but action (or the speech itself) ends a run of one character's speeches.
    if (e.type !== "action" && e.type !== "character" && e.type !== "page_break") {
      if (e.type !== "section" && e.type !== "synopsis" && e.type !== "note") speaker = null;
    }
    switch (e.type) {
      case "scene_heading": {
        scene++;
        const info: SceneInfo = { index: scene, text: e.text.toUpperCase() };
        const num = e.sceneNumber ?? (opts.sceneNumbers ? String(scene + 1) : undefined);
        if (num !== undefined) info.number = num;
        scenes.push(info);
        const rows = rowsOf(e.text, HEADING.x, HEADING.width, "scene_heading", scene, UPPER);
        const block = add("heading", rows, opts.headingSpacing, true);
        if (opts.sceneNumbers && num !== undefined && rows[0]) {
          const w = num.length * CHAR_IN;
          block.extra = [
            [
              { x: HEADING.x - 0.3 - w, y: 0, text: num, kind: "scene_number", scene, block: 0 },
              { x: RIGHT + 0.3, y: 0, text: num, kind: "scene_number", scene, block: 0 },
            ],
          ];
        }
        i++;
        break;
      }
      case "action": {
        // Leading empty lines are extra vertical space, not printed lines.
        let text = e.text;
        let extra = 0;
        while (text.startsWith("\n")) {
          text = text.slice(1);
          extra++;
        }
        const rows = rowsOf(text, ACTION.x, ACTION.width, "action", scene);
        add("action", rows, 1 + extra, false).source = text;
        i++;
        break;
      }
      case "character": {
        let j = i + 1;
        while (j < n) {
          const t = (elements[j] as ScreenplayElement).type;
          if (t !== "parenthetical" && t !== "dialogue" && t !== "lyrics") break;
          j++;
        }
        const next = elements[j];
        if (e.dual === "left" && next?.type === "character" && next.dual === "right") {
          let k = j + 1;
          while (k < n) {
            const t = (elements[k] as ScreenplayElement).type;
            if (t !== "parenthetical" && t !== "dialogue" && t !== "lyrics") break;
            k++;
          }
          const mark = opts.markInvented;
          const lrows = speechRows(elements, i, j, scene, column(DUAL.left), false, mark);
          const rrows = speechRows(elements, j, k, scene, column(DUAL.right), false, mark);
          const rows: Row[] = [];
          const extra: Array<PageLine[] | undefined> = [];
          for (let r = 0; r < Math.max(lrows.length, rrows.length); r++) {
            const l = lrows[r];
            const rr = rrows[r];
            if (l) l.column = "left";
            if (rr) rr.column = "right";
            rows.push((l ?? rr) as Row);
            extra.push(l && rr ? [rr] : undefined);
          }
          add("dual", rows, 1, false).extra = extra;
          speaker = null;
          i = k;
        } else {
          const again = opts.autoContd && speaker !== null && sameName(speaker, e.name);
          const rows = speechRows(elements, i, j, scene, single, again, opts.markInvented);
          speaker = e.name;
          const b = add("speech", rows, 1, false);
          b.source = elements;
          b.srcFrom = i;
          b.srcTo = j;
          i = j;
        }
        break;
      }
      case "parenthetical":
      case "dialogue": {
        // Speech parts without a cue (possible in hand-made documents) print at their indents.
        const rows = speechRows(elements, i, i + 1, scene, single, false, opts.markInvented);
        add("action", rows, 1, false);
        i++;
        break;
      }
      case "lyrics": {
        const rows = rowsOf(e.text, DIALOGUE.x, DIALOGUE.width, "lyrics", scene, ITALIC);
        add("lyrics", rows, 1, false);
        i++;
        break;
      }
      case "transition": {
        const rows = rowsOf(e.text, RIGHT, TRANSITION_WIDTH, "transition", scene, FLUSH_RIGHT);
        // The block before a transition keeps with it, so a page never starts with a transition.
        const prev = built > 0 ? ring[(built - 1) % RING] : undefined;
        if (prev && prev.kind !== "break") prev.keepWithNext = true;
        add("transition", rows, 1, false);
        i++;
        break;
      }
      case "centered": {
        const rows = rowsOf(e.text, ACTION.x, CENTERED_WIDTH, "centered", scene, CENTRED);
        // Centred lines written on consecutive source lines stay together without a blank line.
        const prevEl = elements[i - 1];
        const adjacent =
          prevEl?.type === "centered" && prevEl.pos && e.pos && e.pos.line === prevEl.pos.line + 1;
        add("centered", rows, adjacent ? 0 : 1, false);
        i++;
        break;
      }
      case "page_break":
        add("break", NO_ROWS, 0, false);
        i++;
        break;
      default:
        // Sections, synopses and notes are for the writer, not printed.
        i++;
    }
  }
}
