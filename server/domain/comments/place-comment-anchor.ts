import { anchorAt, placeAnchor, type TextAnchor } from "#screenplay/anchoring/index.ts";

// Where a new comment's words are in the Fountain text: `placeAnchor` first; failing that, the same
// words in any letter case and spacing, nearest the anchor's line. The shared page shows scene
// headings and cues in capitals and joins wrapped lines, so a reader's quote may differ from the
// source only in that way. Null when the words are not in the text.
export function placeCommentAnchor(text: string, anchor: TextAnchor): TextAnchor | null {
  const placed = placeAnchor(text, anchor);
  if (placed.found) return placed.anchor;
  const words = anchor.quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = new RegExp(words.map(escapeRegExp).join("\\s+"), "giu");
  let best: { start: number; end: number; distance: number } | null = null;
  // Matches come in text order: lines are counted as the search goes (one pass over the text),
  // and it stops once matches only get further from the anchor's line.
  let line = 0;
  let counted = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    line += newlinesBetween(text, counted, start);
    counted = start;
    const distance = anchor.line === null ? 0 : Math.abs(line - anchor.line);
    if (best && distance >= best.distance) break;
    best = { start, end: start + match[0].length, distance };
    if (distance === 0) break;
  }
  return best ? anchorAt(text, best.start, best.end) : null;
}

function newlinesBetween(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
