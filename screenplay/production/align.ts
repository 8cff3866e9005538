// Which elements of one version of a script are which elements of another: the longest common
// run of unchanged elements (Myers' diff, from @jest/diff-sequences), then, in each stretch that
// changed, elements paired as edited (same type, in order; scene headings only when they still
// name much the same place), and a scene heading removed in one place and found word for word in
// another as moved. Linear when little changed, which is the common case (a revision touches a
// few pages).
import diffSequences from "@jest/diff-sequences";
import type { ScreenplayElement } from "../types.ts";
import { headingParts } from "../reports/heading-parts.ts";

export const NEW = 0;
export const SAME = 1;
export const EDITED = 2;
export const MOVED = 3;

export interface Alignment {
  /** For each element of the newer version: its element in the older one, or -1 (new). */
  fromOld: Int32Array;
  /** For each element of the newer version: NEW, SAME, EDITED or MOVED. */
  kind: Uint8Array;
  /** For each element of the older version: its element in the newer one, or -1 (removed). */
  toNew: Int32Array;
}

/** What makes two elements the same element unchanged. */
export function elementKey(e: ScreenplayElement): string {
  switch (e.type) {
    case "character":
      return `c\u0001${e.name}\u0001${e.extension ?? ""}\u0001${e.dual ?? ""}`;
    case "section":
      return `s\u0001${e.level}\u0001${e.text}`;
    case "page_break":
      return "b";
    case "scene_heading":
      return `h\u0001${e.text}\u0001${e.sceneNumber ?? ""}`;
    default:
      return `${e.type}\u0001${e.text}`;
  }
}

function words(s: string): Set<string> {
  return new Set(
    s
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter(Boolean),
  );
}

/** Enough words in common to be the same text edited: half of a heading's (much the same place
 * and time), a third of other text's; text with nothing in common was replaced, not edited. */
function similar(a: string, b: string, share: number): boolean {
  const x = words(a);
  const y = words(b);
  if (x.size === 0 || y.size === 0) return x.size === y.size;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return common >= share * Math.max(x.size, y.size);
}

/** What is compared: a heading's place (INT./EXT. and the time of day say little about which
 * scene it is), other elements' text. */
function textOf(e: ScreenplayElement): string | undefined {
  if (e.type === "scene_heading") return headingParts(e.text).location || e.text;
  return "text" in e ? e.text : undefined;
}

export function alignElements(older: ScreenplayElement[], newer: ScreenplayElement[]): Alignment {
  if (older === newer) return unchanged(older.length);
  // The diff compares numbers, one per distinct key, rather than key strings.
  const idOf = keyIds();
  const a = new Int32Array(older.length);
  for (let i = 0; i < older.length; i++) a[i] = idOf(older[i] as ScreenplayElement);
  const b = new Int32Array(newer.length);
  for (let j = 0; j < newer.length; j++) b[j] = idOf(newer[j] as ScreenplayElement);
  const fromOld = new Int32Array(b.length).fill(-1);
  const toNew = new Int32Array(a.length).fill(-1);
  const kind = new Uint8Array(b.length);
  let ai = 0;
  let bi = 0;
  const gap = (aEnd: number, bEnd: number): void => {
    pairEdited(older, newer, ai, aEnd, bi, bEnd, fromOld, toNew, kind);
  };
  diffSequences(
    a.length,
    b.length,
    (i, j) => a[i] === b[j],
    (n, aStart, bStart) => {
      gap(aStart, bStart);
      for (let k = 0; k < n; k++) {
        fromOld[bStart + k] = aStart + k;
        toNew[aStart + k] = bStart + k;
        kind[bStart + k] = SAME;
      }
      ai = aStart + n;
      bi = bStart + n;
    },
  );
  gap(a.length, b.length);
  pairMovedHeadings(a, b, older, newer, fromOld, toNew, kind);
  return { fromOld, kind, toNew };
}

/** Numbers elements so that two get the same number exactly when their keys (elementKey) are
 * equal. Elements whose key is their type and text are looked up by their text in a table of
 * their type: no key string is built for most of a script. */
function keyIds(): (e: ScreenplayElement) => number {
  const tables = new Map<string, Map<string, number>>();
  let count = 0;
  return (e) => {
    let key: string;
    let table: string;
    if (
      e.type === "character" ||
      e.type === "section" ||
      e.type === "page_break" ||
      e.type === "scene_heading"
    ) {
      key = elementKey(e);
      table = "";
    } else {
      key = e.text;
      table = e.type;
    }
    let ids = tables.get(table);
    if (!ids) tables.set(table, (ids = new Map()));
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = count++));
    return id;
  };
}

/** A version aligned with itself: every element is itself, unchanged. */
function unchanged(n: number): Alignment {
  const fromOld = new Int32Array(n);
  for (let i = 0; i < n; i++) fromOld[i] = i;
  return { fromOld, kind: new Uint8Array(n).fill(SAME), toNew: fromOld.slice() };
}

/** Aligns one version of a script with a later one. */
export type Aligner = (older: ScreenplayElement[], newer: ScreenplayElement[]) => Alignment;

/** An aligner that aligns each pair of versions once (by identity): printing a revision of a
 * locked script aligns the locked text with the current one both for the lock and for the
 * marks when the revision started at the lock. */
export function alignOnce(): Aligner {
  const done: Array<{ older: ScreenplayElement[]; newer: ScreenplayElement[]; al: Alignment }> = [];
  return (older, newer) => {
    const found = done.find((d) => d.older === older && d.newer === newer);
    if (found) return found.al;
    const al = alignElements(older, newer);
    done.push({ older, newer, al });
    return al;
  };
}

/** In a stretch where [aFrom, aTo) became [bFrom, bTo): pairs elements of the same type, in
 * order, as edited versions of each other. */
function pairEdited(
  older: ScreenplayElement[],
  newer: ScreenplayElement[],
  aFrom: number,
  aTo: number,
  bFrom: number,
  bTo: number,
  fromOld: Int32Array,
  toNew: Int32Array,
  kind: Uint8Array,
): void {
  if (aFrom >= aTo || bFrom >= bTo) return;
  let i = aFrom;
  for (let j = bFrom; j < bTo && i < aTo; j++) {
    const e = newer[j] as ScreenplayElement;
    // The next element of the same type not yet passed over (order is kept).
    let k = i;
    while (k < aTo && (older[k] as ScreenplayElement).type !== e.type) k++;
    if (k === aTo) continue;
    const o = older[k] as ScreenplayElement;
    const was = textOf(o);
    const is = textOf(e);
    const share = e.type === "scene_heading" ? 0.5 : 1 / 3;
    if (was !== undefined && is !== undefined && !similar(was, is, share)) continue;
    fromOld[j] = k;
    toNew[k] = j;
    kind[j] = EDITED;
    i = k + 1;
  }
}

/** A scene heading that left one place and appears, unchanged, in another: the scene moved. */
function pairMovedHeadings(
  a: Int32Array,
  b: Int32Array,
  older: ScreenplayElement[],
  newer: ScreenplayElement[],
  fromOld: Int32Array,
  toNew: Int32Array,
  kind: Uint8Array,
): void {
  const removed = new Map<number, number[]>();
  for (let i = 0; i < a.length; i++) {
    if (toNew[i] !== -1 || older[i]?.type !== "scene_heading") continue;
    const list = removed.get(a[i] as number);
    if (list) list.push(i);
    else removed.set(a[i] as number, [i]);
  }
  if (removed.size === 0) return;
  for (let j = 0; j < b.length; j++) {
    if (kind[j] !== NEW || newer[j]?.type !== "scene_heading") continue;
    const list = removed.get(b[j] as number);
    const i = list?.shift();
    if (i === undefined) continue;
    fromOld[j] = i;
    toNew[i] = j;
    kind[j] = MOVED;
  }
}
