// Revision marks computed from saved versions: which text of the script was changed in which
// revision. Each revision starts from the text as it stood when the writer started it; the changes
// from one start to the next (and from the last start to the text now) belong to that revision.
// Marks are carried forward through later versions: text changed in Blue and left alone in Pink
// still counts as Blue's (a page's header names the last revision that touched it).
import type { ScreenplayElement } from "../types.ts";
import { printedText } from "../layout/printed-text.ts";
import { alignElements, EDITED, MOVED, SAME, type Aligner } from "./align.ts";
import { diffText } from "./word-diff.ts";

/** Changed text of one element: ranges of its printed text, and places where text was taken
 * out (offset 0 on an element also stands for elements removed just before it). */
export interface ElementMarks {
  ranges: Array<{ start: number; end: number; rev: number }>;
  removed: Array<{ at: number; rev: number }>;
}

export type Marks = Array<ElementMarks | undefined>;

/** Marks on the last version's elements. `versions[k]` is the text when revision `first + k`
 * started; the last entry is the text being printed. A version's changes belong to the revision
 * that was running while they were made. */
export function revisionMarks(
  versions: ScreenplayElement[][],
  first: number,
  align: Aligner = alignElements,
): Marks {
  let prev = versions[0] ?? [];
  let marks: Marks = new Array<ElementMarks | undefined>(prev.length);
  let prevText: string[] | undefined;
  for (let k = 1; k < versions.length; k++) {
    const next = versions[k] as ScreenplayElement[];
    const rev = first + k - 1;
    const al = align(prev, next);
    const nextMarks: Marks = new Array<ElementMarks | undefined>(next.length);
    const nextText: Array<string | undefined> = new Array<string | undefined>(next.length);
    const textOf = (j: number): string =>
      (nextText[j] ??= printedText(next[j] as ScreenplayElement));
    const prevTextOf = (i: number): string =>
      prevText?.[i] ?? printedText(prev[i] as ScreenplayElement);
    for (let j = 0; j < next.length; j++) {
      const i = al.fromOld[j] as number;
      const kind = al.kind[j];
      if (kind === SAME) {
        nextMarks[j] = marks[i];
        continue;
      }
      const text = textOf(j);
      if (kind === EDITED || kind === MOVED) {
        const change = diffText(prevTextOf(i), text);
        const old = marks[i];
        const m: ElementMarks = { ranges: [], removed: [] };
        for (const r of old?.ranges ?? []) {
          const s = change.map(r.start);
          const e = change.map(r.end);
          if (s !== -1 && e > s) m.ranges.push({ start: s, end: e, rev: r.rev });
        }
        for (const d of old?.removed ?? []) {
          const at = change.map(d.at);
          if (at !== -1) m.removed.push({ at, rev: d.rev });
        }
        for (const [s, e] of change.added) m.ranges.push({ start: s, end: e, rev });
        for (const at of change.removedAt) m.removed.push({ at, rev });
        // A moved scene, or an edit the printed text does not show (emphasis): all of it.
        if (kind === MOVED || (change.added.length === 0 && change.removedAt.length === 0))
          m.ranges.push({ start: 0, end: Math.max(1, text.length), rev });
        nextMarks[j] = m;
        continue;
      }
      nextMarks[j] = { ranges: [{ start: 0, end: Math.max(1, text.length), rev }], removed: [] };
    }
    // Elements removed: the place they were is marked on the element that now follows it.
    let j = 0;
    for (let i = 0; i < prev.length; i++) {
      const to = al.toNew[i] as number;
      if (to !== -1) {
        j = to + 1;
        continue;
      }
      if (!printsSomething(prev[i] as ScreenplayElement)) continue;
      const target = Math.min(j, next.length - 1);
      if (target < 0) continue;
      const m = (nextMarks[target] = copy(nextMarks[target]));
      m.removed.push({ at: j < next.length ? 0 : textOf(target).length, rev });
    }
    marks = nextMarks;
    prev = next;
    // Sparse: only what was worked out (the rest is found again when asked for).
    prevText = nextText as string[];
  }
  return marks;
}

function printsSomething(e: ScreenplayElement): boolean {
  return e.type !== "section" && e.type !== "synopsis" && e.type !== "note";
}

function copy(m: ElementMarks | undefined): ElementMarks {
  return m ? { ranges: [...m.ranges], removed: [...m.removed] } : { ranges: [], removed: [] };
}
