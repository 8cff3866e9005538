// The script for reading on a screen of any width: the document's printed elements in order, as
// styled lines the reader's screen wraps (no page geometry). What is printed and how follows the
// paginator: scene headings, cues and transitions in capitals, notes, sections and synopses left
// out, Final Draft's automatic (CONT'D) by the same rule. Rules in README ("Reading").
import type { ScreenplayDocument, ScreenplayElement, StyleRun } from "./types.ts";
import { INVENTED_NOTE, isInventedDialogue } from "./invented.ts";
import { parseInline } from "./inline.ts";
import { cueText } from "./layout/element-rows.ts";

/** One source line of an element, as style runs (an empty array is an empty line). */
export type ReadingLine = StyleRun[];

export type SpeechPart = {
  kind: "parenthetical" | "dialogue" | "lyrics";
  lines: ReadingLine[];
  /** Dialogue the co-writer invented (invented.ts): readers see it marked here too. */
  invented?: boolean;
};

export type ReadingBlock =
  | { kind: "scene_heading"; lines: ReadingLine[]; number?: string }
  | {
      kind: "action" | "transition" | "centered" | "lyrics";
      lines: ReadingLine[];
      /** Extra empty lines the writer left before an action paragraph. */
      spaceBefore?: number;
    }
  | {
      kind: "speech";
      /** The printed cue: name and extension in capitals, with an automatic (CONT'D). */
      cue: string;
      parts: SpeechPart[];
      /** Dual dialogue: the two speeches said at once, left one first. */
      dual?: "left" | "right";
    };

export interface ReadingOptions {
  /** Final Draft's automatic character continueds, as `paginate` (default on). */
  autoContd?: boolean;
  /** Filled with the index in `doc.elements` of each block's first element (a speech's cue), by
   * block: what traces a block back to its source line (`pos`). */
  starts?: number[];
}

function linesOf(text: string, upper = false): ReadingLine[] {
  return text.split("\n").map((line) => {
    const runs = parseInline(line);
    return upper ? runs.map((r) => ({ ...r, text: r.text.toUpperCase() })) : runs;
  });
}

function sameName(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

const UNPRINTED = new Set<ScreenplayElement["type"]>(["section", "synopsis", "note", "page_break"]);

export function readingBlocks(
  doc: ScreenplayDocument,
  { autoContd = true, starts }: ReadingOptions = {},
): ReadingBlock[] {
  const pushed: ReadingBlock[] = [];
  let i = 0;
  const blocks = {
    push(block: ReadingBlock, from = i): void {
      pushed.push(block);
      starts?.push(from);
    },
  };
  const elements = doc.elements;
  // The character who spoke last in this scene with only action since (automatic CONT'D).
  let speaker: string | null = null;
  while (i < elements.length) {
    const e = elements[i] as ScreenplayElement;
    if (e.type !== "action" && e.type !== "character" && !UNPRINTED.has(e.type)) speaker = null;
    switch (e.type) {
      case "scene_heading": {
        const block: ReadingBlock = { kind: "scene_heading", lines: linesOf(e.text, true) };
        if (e.sceneNumber !== undefined) block.number = e.sceneNumber;
        blocks.push(block);
        i++;
        break;
      }
      case "action": {
        let text = e.text;
        let extra = 0;
        while (text.startsWith("\n")) {
          text = text.slice(1);
          extra++;
        }
        const block: ReadingBlock = { kind: "action", lines: linesOf(text) };
        if (extra > 0) block.spaceBefore = extra;
        blocks.push(block);
        i++;
        break;
      }
      case "character": {
        const end = speechEnd(elements, i + 1);
        const next = elements[end];
        const dual = e.dual === "left" && next?.type === "character" && next.dual === "right";
        const again = autoContd && !dual && speaker !== null && sameName(speaker, e.name);
        blocks.push(speech(elements, i, end, again, dual ? "left" : undefined));
        if (dual) {
          const rightEnd = speechEnd(elements, end + 1);
          blocks.push(speech(elements, end, rightEnd, false, "right"), end);
          speaker = null;
          i = rightEnd;
        } else {
          speaker = e.name;
          i = end;
        }
        break;
      }
      case "parenthetical":
      case "dialogue":
      case "lyrics": {
        // Speech parts without a cue (hand-made documents) read as a speech with no one named.
        if (e.type === "lyrics") {
          blocks.push({ kind: "lyrics", lines: linesOf(e.text) });
        } else {
          blocks.push({
            kind: "speech",
            cue: "",
            parts: [{ kind: e.type, lines: linesOf(e.text) }],
          });
        }
        i++;
        break;
      }
      case "transition":
        blocks.push({ kind: "transition", lines: linesOf(e.text, true) });
        i++;
        break;
      case "centered":
        blocks.push({ kind: "centered", lines: linesOf(e.text) });
        i++;
        break;
      default:
        // Sections, synopses and notes are for the writer; a page break means nothing unpaged.
        i++;
    }
  }
  return pushed;
}

function speechEnd(elements: ScreenplayElement[], from: number): number {
  let j = from;
  while (j < elements.length) {
    const t = (elements[j] as ScreenplayElement).type;
    if (t !== "parenthetical" && t !== "dialogue" && t !== "lyrics") break;
    j++;
  }
  return j;
}

function speech(
  elements: ScreenplayElement[],
  from: number,
  to: number,
  contd: boolean,
  dual: "left" | "right" | undefined,
): ReadingBlock {
  const cue = elements[from] as Extract<ScreenplayElement, { type: "character" }>;
  const parts: SpeechPart[] = [];
  for (let k = from + 1; k < to; k++) {
    const p = elements[k] as ScreenplayElement;
    if (p.type === "parenthetical" || p.type === "dialogue" || p.type === "lyrics") {
      // The note is never printed; the space before it goes with it.
      const invented = isInventedDialogue(p);
      const text = invented ? p.text.split(INVENTED_NOTE).join("").trimEnd() : p.text;
      parts.push({ kind: p.type, lines: linesOf(text), ...(invented ? { invented } : {}) });
    }
  }
  const printed = parseInline(cueText(cue.name, cue.extension, contd))
    .map((r) => r.text)
    .join("")
    .toUpperCase();
  const block: ReadingBlock = { kind: "speech", cue: printed, parts };
  if (dual) block.dual = dual;
  return block;
}
