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
}

export interface SceneInfo {
  index: number;
  text: string;
  number?: string;
}

/** Blocks built on demand, a few ahead of the one being placed (the break rules look at most
 * three blocks ahead). Placed blocks are released, so only the page lines stay alive: a long
 * script then keeps a small working set, and the garbage collector has less to copy. */
export interface BlockStream {
  get(index: number): Block | undefined;
  release(index: number): void;
}

const LOOKAHEAD = 4;

export function buildBlocks(
  elements: ScreenplayElement[],
  opts: BuildOptions,
): { stream: BlockStream; scenes: SceneInfo[] } {
  const blocks: Array<Block | undefined> = [];
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
      while (blocks.length <= index + LOOKAHEAD && i < n) step();
      return blocks[index];
    },
    release(index: number): void {
      blocks[index] = undefined;
    },
  };
  return { stream, scenes };

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
        const block: Block = {
          kind: "heading",
          rows,
          spaceBefore: opts.headingSpacing,
          keepWithNext: true,
          scene,
        };
        if (opts.sceneNumbers && num !== undefined && rows[0]) {
          const w = num.length * CHAR_IN;
          block.extra = [
            [
              { x: HEADING.x - 0.3 - w, y: 0, text: num, kind: "scene_number", scene, block: 0 },
              { x: RIGHT + 0.3, y: 0, text: num, kind: "scene_number", scene, block: 0 },
            ],
          ];
        }
        blocks.push(block);
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
        blocks.push({
          kind: "action",
          rows,
          spaceBefore: 1 + extra,
          keepWithNext: false,
          scene,
          source: text,
        });
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
          const lrows = speechRows(elements, i, j, scene, column(DUAL.left));
          const rrows = speechRows(elements, j, k, scene, column(DUAL.right));
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
          blocks.push({ kind: "dual", rows, extra, spaceBefore: 1, keepWithNext: false, scene });
          speaker = null;
          i = k;
        } else {
          const name = e.name.trim().toUpperCase();
          const rows = speechRows(elements, i, j, scene, single, opts.autoContd && speaker === name);
          speaker = name;
          blocks.push({
            kind: "speech",
            rows,
            spaceBefore: 1,
            keepWithNext: false,
            scene,
            source: elements,
            srcFrom: i,
            srcTo: j,
          });
          i = j;
        }
        break;
      }
      case "parenthetical":
      case "dialogue": {
        // Speech parts without a cue (possible in hand-made documents) print at their indents.
        const rows = speechRows(elements, i, i + 1, scene, single);
        blocks.push({ kind: "action", rows, spaceBefore: 1, keepWithNext: false, scene });
        i++;
        break;
      }
      case "lyrics": {
        const rows = rowsOf(e.text, DIALOGUE.x, DIALOGUE.width, "lyrics", scene, ITALIC);
        blocks.push({ kind: "lyrics", rows, spaceBefore: 1, keepWithNext: false, scene });
        i++;
        break;
      }
      case "transition": {
        const rows = rowsOf(e.text, RIGHT, TRANSITION_WIDTH, "transition", scene, FLUSH_RIGHT);
        // The block before a transition keeps with it, so a page never starts with a transition.
        const prev = blocks[blocks.length - 1];
        if (prev && prev.kind !== "break") prev.keepWithNext = true;
        blocks.push({ kind: "transition", rows, spaceBefore: 1, keepWithNext: false, scene });
        i++;
        break;
      }
      case "centered": {
        const rows = rowsOf(e.text, ACTION.x, CENTERED_WIDTH, "centered", scene, CENTRED);
        // Centred lines written on consecutive source lines stay together without a blank line.
        const prevEl = elements[i - 1];
        const adjacent =
          prevEl?.type === "centered" && prevEl.pos && e.pos && e.pos.line === prevEl.pos.line + 1;
        blocks.push({
          kind: "centered",
          rows,
          spaceBefore: adjacent ? 0 : 1,
          keepWithNext: false,
          scene,
        });
        i++;
        break;
      }
      case "page_break":
        blocks.push({ kind: "break", rows: [], spaceBefore: 0, keepWithNext: false, scene });
        i++;
        break;
      default:
        // Sections, synopses and notes are for the writer, not printed.
        i++;
    }
  }
}
