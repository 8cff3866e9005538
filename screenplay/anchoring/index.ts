// Comments anchored to words of a Fountain text, placed again after the text changes (the rules
// are in README.md beside this file). Pure: no I/O, the same answer for the same text.
import { ANCHOR_CONTEXT_CHARS, type TextAnchor } from "./anchor.ts";
import { place } from "./place.ts";
import { PreparedText } from "./prepared-text.ts";

export { ANCHOR_CONTEXT_CHARS, type TextAnchor };

export type Placement =
  | {
      found: true;
      // How it was found: the words as they were, or a close match near their old line.
      how: "exact" | "fuzzy";
      // 0-based line of `text` the quote starts on, and the quote's offsets in `text`.
      line: number;
      start: number;
      end: number;
      // The anchor as it reads in `text` now (quote, prefix and suffix taken from it).
      anchor: TextAnchor;
    }
  | { found: false; anchor: TextAnchor };

/** The anchor of the words text[start, end): the quote, context either side, and its line. */
export function anchorAt(text: string, start: number, end: number): TextAnchor {
  return {
    quote: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - ANCHOR_CONTEXT_CHARS), start),
    suffix: text.slice(end, end + ANCHOR_CONTEXT_CHARS),
    line: lineOf(text, start),
  };
}

/** Where the anchored words are in `text` now, or that they could not be placed. */
export function placeAnchor(text: string, anchor: TextAnchor): Placement {
  return placeIn(new PreparedText(text), anchor);
}

/** placeAnchor for many anchors on one text (the text is read once). */
export function placeAnchors(text: string, anchors: readonly TextAnchor[]): Placement[] {
  const prepared = new PreparedText(text);
  return anchors.map((anchor) => placeIn(prepared, anchor));
}

function placeIn(prepared: PreparedText, anchor: TextAnchor): Placement {
  const found = place(prepared, anchor);
  if (!found) return { found: false, anchor: { ...anchor, line: null } };
  const { start, end, how } = found;
  return {
    found: true,
    how,
    line: prepared.lineOf(start),
    start,
    end,
    anchor: anchorAt(prepared.text, start, end),
  };
}

/** A short fingerprint of a text (FNV-1a, 32 bits, hex): whether placements are still current. */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16).padStart(8, "0")}:${text.length}`;
}

export function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
