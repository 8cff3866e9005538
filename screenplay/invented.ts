// Invented dialogue (README "Invented dialogue"): a line of dialogue the co-writer wrote that
// nobody said ends with the Fountain note `[[invented]]`. Readers always see it marked: the
// preview and the PDF print a mark beside it and say how many there are; FDX carries each as a
// Final Draft script note.
import type { ScreenplayDocument, ScreenplayElement } from "./types.ts";
import { CHAR_IN, DIALOGUE, DUAL } from "./layout/geometry.ts";

export const INVENTED_NOTE = "[[invented]]";

/** The mark printed beside an invented line, and in the legend that explains it. */
export const INVENTED_MARK = "†";

export function isInventedDialogue(e: ScreenplayElement): boolean {
  return e.type === "dialogue" && e.text.includes(INVENTED_NOTE);
}

/** How many dialogue elements are marked invented. */
export function inventedLines(doc: Pick<ScreenplayDocument, "elements">): number {
  let n = 0;
  for (const e of doc.elements) if (isInventedDialogue(e)) n++;
  return n;
}

/** What the title page says when invented lines are marked. */
export function inventedNotice(count: number): string {
  return `Contains ${count} ${count === 1 ? "line" : "lines"} of dramatised dialogue (${INVENTED_MARK})`;
}

/** Where the mark of an invented row is drawn, in inches from the paper's left edge: just past
 * the end of its dialogue column (in dual dialogue, of its own column). */
export function inventedMarkX(line: { column?: "left" | "right" | undefined }): number {
  if (line.column === "left") return DUAL.left + DUAL.dialogueWidth * CHAR_IN + 0.2;
  if (line.column === "right") return DUAL.right + DUAL.dialogueWidth * CHAR_IN + 0.2;
  return DIALOGUE.x + DIALOGUE.width * CHAR_IN + 0.3;
}
