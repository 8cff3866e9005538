// Laying out a later version of a locked script (README "Locked pages and scene numbers"):
// - a scene keeps its locked number; a new scene takes the number of the scene before it and the
//   next letter (14A, 14B; A1 before scene 1); a removed scene stays as its number and OMITTED;
// - a page starts where it started when locked (the place is followed through the edits); what
//   no longer fits before the next locked page goes on pages 5A, 5B …; a locked page whose text
//   was all removed is named with the one after it (7-8).
import type { ScreenplayDocument, ScreenplayElement } from "../types.ts";
import type { LockedBreak } from "../layout/types.ts";
import { printedText } from "../layout/printed-text.ts";
import { suffix } from "../layout/locked-cut.ts";
import { alignElements, EDITED, MOVED, SAME, type Aligner } from "./align.ts";
import { diffText } from "./word-diff.ts";
import type { PageLock } from "./lock-layout.ts";

export interface LockedDocument {
  /** The version with its scene numbers and OMITTED headings. */
  doc: ScreenplayDocument;
  /** For each element of `doc`: the element of the version it came from (-1: OMITTED). */
  origin: Int32Array;
  breaks: LockedBreak[];
}

const SPEECH_PART = new Set(["parenthetical", "dialogue", "lyrics"]);
const SPLITTABLE = new Set(["action", "parenthetical", "dialogue", "lyrics"]);

export function applyLock(
  locked: ScreenplayDocument,
  lock: PageLock,
  current: ScreenplayDocument,
  align: Aligner = alignElements,
): LockedDocument {
  const al = align(locked.elements, current.elements);
  const lockedNumber = new Map<number, string>();
  for (const s of lock.scenes) lockedNumber.set(s.element, s.number);

  // Removed locked scenes: an OMITTED heading where the scene was (before the element that now
  // follows the last surviving element before it), never inside a speech.
  const omittedBefore = new Map<number, string[]>();
  let omittedCount = 0;
  let after = 0;
  for (let i = 0; i < locked.elements.length; i++) {
    const to = al.toNew[i] as number;
    if (to !== -1) {
      after = Math.max(after, to + 1);
      continue;
    }
    const number = lockedNumber.get(i);
    if (number === undefined) continue;
    let at = after;
    while (at < current.elements.length && SPEECH_PART.has(current.elements[at]?.type ?? "")) at++;
    const list = omittedBefore.get(at);
    if (list) list.push(number);
    else omittedBefore.set(at, [number]);
    omittedCount++;
  }

  const elements: ScreenplayElement[] = [];
  const origin = new Int32Array(current.elements.length + omittedCount);
  const newIndex = new Int32Array(current.elements.length + 1);
  const omittedIndex = new Map<string, number>();
  let last: string | undefined;
  let added = 0;
  const push = (e: ScreenplayElement, from: number): void => {
    origin[elements.length] = from;
    elements.push(e);
  };
  for (let j = 0; j <= current.elements.length; j++) {
    const omitted = omittedBefore.get(j);
    if (omitted) {
      for (const number of omitted) {
        omittedIndex.set(number, elements.length);
        push({ type: "scene_heading", text: "OMITTED", sceneNumber: number }, -1);
        last = number;
        added = 0;
      }
    }
    newIndex[j] = elements.length;
    const e = current.elements[j];
    if (!e) break;
    if (e.type !== "scene_heading") {
      push(e, j);
      continue;
    }
    const from = al.fromOld[j] as number;
    const kept = from !== -1 ? lockedNumber.get(from) : undefined;
    if (kept !== undefined) {
      last = kept;
      added = 0;
      push({ ...e, sceneNumber: kept }, j);
    } else {
      added++;
      push({ ...e, sceneNumber: newSceneNumber(last, added) }, j);
    }
  }

  // Each locked page start, followed into this version.
  const breaks: LockedBreak[] = [];
  const lockedText = new Map<number, string>();
  for (const p of lock.pages) {
    let element = -1;
    let offset = 0;
    const to = al.toNew[p.element];
    if (to !== undefined && to !== -1) {
      element = newIndex[to] as number;
      const kind = al.kind[to];
      const target = current.elements[to] as ScreenplayElement;
      if (p.offset > 0 && SPLITTABLE.has(target.type)) {
        if (kind === SAME) offset = p.offset;
        else if (kind === EDITED || kind === MOVED) {
          let old = lockedText.get(p.element);
          if (old === undefined) {
            old = printedText(locked.elements[p.element] as ScreenplayElement);
            lockedText.set(p.element, old);
          }
          offset = Math.max(0, diffText(old, printedText(target)).map(p.offset));
        }
      }
    } else {
      // The element is gone: the page starts at its OMITTED heading, or at what follows it.
      const number = lockedNumber.get(p.element);
      const omitted = number !== undefined ? omittedIndex.get(number) : undefined;
      if (omitted !== undefined) element = omitted;
      else {
        let k = p.element + 1;
        while (k < locked.elements.length && al.toNew[k] === -1) k++;
        const t = k < locked.elements.length ? (al.toNew[k] as number) : current.elements.length;
        element = newIndex[t] as number;
      }
    }
    // Pages stay in order (a moved scene does not take its page start along).
    const prev = breaks[breaks.length - 1];
    if (prev && (element < prev.element || (element === prev.element && offset < prev.offset))) {
      element = prev.element;
      offset = prev.offset;
    }
    if (prev && prev.element === element && prev.offset === offset) {
      // The locked page before this one lost all its text: one page stands for both.
      prev.label = `${prev.label.split("-")[0]}-${p.label}`;
      continue;
    }
    breaks.push({ element, offset, label: p.label });
  }
  return {
    doc: { titlePage: current.titlePage, elements },
    origin,
    breaks,
  };
}

/** The number of the `added`-th new scene after scene `last`: 14A, 14B …; A1, B1 … before the
 * first scene; a scene after 14A is 14B. */
export function newSceneNumber(last: string | undefined, added: number): string {
  if (last === undefined) return `${suffix(added)}1`;
  const m = /^(.*\d)([A-Z]+)$/.exec(last);
  if (m) return `${m[1]}${suffix(letterIndex(m[2] as string) + added)}`;
  return `${last}${suffix(added)}`;
}

function letterIndex(s: string): number {
  let n = 0;
  for (const c of s) n = n * 26 + (c.charCodeAt(0) - 64);
  return n;
}
