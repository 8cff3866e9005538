// The placement rules of README.md: exact words with their context, the exact words nearest their
// old line, the same on folded text, a fuzzy match near the old line, else not found.
import { foldWords, isMarkup } from "./fold.ts";
import type { PreparedText } from "./prepared-text.ts";
import { dmp, sharedAfter, sharedBefore, similarity } from "./similarity.ts";

// A found range of the source text and how it was found.
export type Found = { start: number; end: number; how: "exact" | "fuzzy" };
export type Anchor = { quote: string; prefix: string; suffix: string; line: number | null };

// Context that agrees: the characters around a match are at least this alike (0 to 1) to the
// context the comment was made with, weighed by each side's length.
const CONTEXT_AGREES = 0.5;
// Far from the old line (edits above move a line by a few lines; a passage moved elsewhere keeps
// its own words around it) the context must agree more: a word repeated far away with one side of
// its context alike is more often another passage than the same one moved.
const NEAR_LINES = 40;
const NEAR_SHARE_OF_LINES = 0.1;
const FAR_CONTEXT_AGREES = 0.75;
// Two occurrences whose contexts agree within this of each other cannot be told apart: rather
// than guess, the comment is not placed.
const AMBIGUOUS_WITHIN = 0.1;
// For a fuzzy match, each side of the context must agree at least this much as well: a close
// match of the words alone, with only one side's context, is too often another line.
const FUZZY_SIDE_AGREES = 0.4;
const FUZZY_CONTEXT_AGREES = 0.55;
// A fuzzy match of the words themselves must be at least this alike.
const FUZZY_QUOTE_AGREES = 0.7;
// Words shorter than this (folded) are never matched fuzzily: "a" is close to too much.
const FUZZY_MIN_QUOTE = 4;
// Context (both sides together, folded) an anchor must remember to be matched fuzzily: with none,
// nothing vouches that near-alike words are the same ones.
const FUZZY_MIN_CONTEXT = 8;
// A passage this long found word for word once in the whole text, near its old line, is that
// passage even when the lines around it were rewritten; its context need only agree a little.
const DISTINCTIVE_QUOTE = 16;
const DISTINCTIVE_CONTEXT_AGREES = 0.25;
// Characters of context on each side that, found together around other words, show the words
// were rewritten where they stood.
const REWRITE_PROBE = 12;
// Bitap (diff-match-patch's match_main): how far from the old line a match may be (characters
// at which a perfect match scores the threshold) and the worst score accepted.
const MATCH_DISTANCE = 4000;
const MATCH_THRESHOLD = 0.4;
// Exact occurrences whose context is compared fully (the others are ranked by cheaper measures).
const CANDIDATES_COMPARED = 8;

// One way of reading the text: the source itself, or its folded form mapped back to the source.
type Space = {
  hay: string;
  quote: string;
  prefix: string;
  suffix: string;
  // The source line of an offset of `hay`, and a range of `hay` as a range of the source.
  lineAt: (offset: number) => number;
  toSource: (start: number, end: number) => { start: number; end: number };
  lineCount: number;
  // Where the old line starts in `hay`.
  oldLineAt: number | null;
};

export function place(prepared: PreparedText, anchor: Anchor): Found | null {
  if (anchor.quote.trim() === "") return null;
  const source = sourceSpace(prepared, anchor);
  const exact = placeExact(source, anchor.line);
  if (exact) return { ...exact, how: "exact" };
  const folded = foldedSpace(prepared, anchor);
  if (folded.quote.trim() === "") return null;
  const exactFolded = placeExact(folded, anchor.line);
  if (exactFolded) return { ...exactFolded, how: "exact" };
  const fuzzy = placeFuzzy(folded);
  return fuzzy ? { ...fuzzy, how: "fuzzy" } : null;
}

function sourceSpace(prepared: PreparedText, anchor: Anchor): Space {
  return {
    hay: prepared.text,
    quote: anchor.quote,
    prefix: anchor.prefix,
    suffix: anchor.suffix,
    lineAt: (offset) => prepared.lineOf(offset),
    lineCount: prepared.lineStarts.length,
    toSource: (start, end) => ({ start, end }),
    oldLineAt: anchor.line === null ? null : prepared.offsetOfLine(anchor.line),
  };
}

function foldedSpace(prepared: PreparedText, anchor: Anchor): Space {
  const { folded, offsets } = prepared.folded;
  const toFolded = (sourceOffset: number) => firstAtOrAfter(offsets, sourceOffset);
  // Folding trims nothing at the ends of the quote: a selection's edges are kept as selected,
  // but white space around it folds to one space like the text's.
  return {
    hay: folded,
    quote: foldWords(anchor.quote),
    prefix: foldWords(anchor.prefix),
    suffix: foldWords(anchor.suffix),
    lineAt: (offset) => prepared.lineOf(offsets[offset]!),
    lineCount: prepared.lineStarts.length,
    toSource: (start, end) => withMarkup(prepared.text, offsets[start]!, offsets[end - 1]! + 1),
    oldLineAt: anchor.line === null ? null : toFolded(prepared.offsetOfLine(anchor.line)),
  };
}

type Candidate = {
  start: number;
  end: number;
  // Characters of context matching word for word next to the words: before, after, and both.
  sharedBefore: number;
  sharedAfter: number;
  shared: number;
  distance: number;
  context: number;
};

// Rules (a) and (b): the exact words whose context agrees best, nearest the old line.
function placeExact(space: Space, oldLine: number | null): { start: number; end: number } | null {
  const { hay, quote, prefix, suffix } = space;
  const candidates: Candidate[] = [];
  for (let at = hay.indexOf(quote); at !== -1; at = hay.indexOf(quote, at + 1)) {
    const end = at + quote.length;
    const before = sharedBefore(prefix, hay, at);
    const after = sharedAfter(suffix, hay, end);
    candidates.push({
      start: at,
      end,
      sharedBefore: before,
      sharedAfter: after,
      shared: before + after,
      distance: oldLine === null ? 0 : Math.abs(space.lineAt(at) - oldLine),
      context: -1,
    });
  }
  if (candidates.length === 0) return null;

  // (a) The words with all their context, word for word: nearest the old line when repeated.
  const whole = prefix.length + suffix.length;
  const complete = candidates.filter((c) => c.shared === whole);
  if (complete.length > 0) return toSource(space, nearest(complete));

  // (b) The context of the most alike and the nearest occurrences is compared in full.
  const byShared = [...candidates].sort((a, b) => b.shared - a.shared || a.distance - b.distance);
  const byDistance = [...candidates].sort((a, b) => a.distance - b.distance || b.shared - a.shared);
  const compared = new Set([
    ...byShared.slice(0, CANDIDATES_COMPARED),
    ...byDistance.slice(0, CANDIDATES_COMPARED / 2),
  ]);
  for (const candidate of compared) candidate.context = contextScore(space, candidate).score;
  const ranked = [...compared].sort((a, b) => b.context - a.context || a.distance - b.distance);
  const best = ranked[0]!;
  const distinctive = candidates.length === 1 && quote.trim().length >= DISTINCTIVE_QUOTE;
  const near = best.distance <= Math.max(NEAR_LINES, space.lineCount * NEAR_SHARE_OF_LINES);
  const needed = !near
    ? FAR_CONTEXT_AGREES
    : distinctive
      ? DISTINCTIVE_CONTEXT_AGREES
      : CONTEXT_AGREES;
  if (best.context < needed) return null;
  // Repeated words whose context is only alike (the same kind of sentence around other words) are
  // not placed unless it is very alike: one side must be the same, word for word, for half its
  // length. Words found once in the whole text, near their line, need only the agreement above.
  const oneSideKept =
    best.sharedBefore * 2 >= prefix.length || best.sharedAfter * 2 >= suffix.length;
  const onlyOne = candidates.length === 1 && near;
  if (!oneSideKept && !onlyOne && best.context < FAR_CONTEXT_AGREES) return null;
  const bestLine = space.lineAt(best.start);
  // The context still stands somewhere else with other words between: the commented words were
  // rewritten in their own place, and this is another passage that shares them.
  if (rewrittenElsewhere(space, best)) return null;
  const rival = ranked.find(
    (c) =>
      c !== best &&
      c.context >= best.context - AMBIGUOUS_WITHIN &&
      space.lineAt(c.start) !== bestLine,
  );
  return rival ? null : toSource(space, best);
}

// Rule (d): a close match of the words near their old line, with context that agrees.
function placeFuzzy(space: Space): { start: number; end: number } | null {
  const { hay, quote } = space;
  const trimmed = quote.trim();
  if (trimmed.length < FUZZY_MIN_QUOTE || space.oldLineAt === null || hay.length === 0) {
    return null;
  }
  if (space.prefix.trim().length + space.suffix.trim().length < FUZZY_MIN_CONTEXT) return null;
  dmp.Match_Distance = MATCH_DISTANCE;
  dmp.Match_Threshold = MATCH_THRESHOLD;
  const maxBits = dmp.Match_MaxBits;
  // Bitap matches at most 32 characters: a longer quote is found by its head, then its end by
  // its tail searched where the head says it should be.
  const head = quote.slice(0, maxBits);
  const headAt = dmp.match_main(hay, head, space.oldLineAt);
  if (headAt === -1) return null;
  let endGuess = headAt + quote.length;
  if (quote.length > maxBits) {
    const tail = quote.slice(-maxBits);
    const tailAt = dmp.match_main(hay, tail, Math.max(0, endGuess - maxBits));
    if (tailAt === -1) return null;
    endGuess = tailAt + maxBits;
  }
  // The words' end: where the quote's last character falls in a diff of the quote and the text
  // from bitap's start.
  const slack = Math.ceil(quote.length / 4) + 2;
  const window = hay.slice(headAt, Math.max(endGuess, headAt + quote.length) + slack);
  const diffs = dmp.diff_main(quote, window, false);
  let start = headAt;
  let end = headAt + dmp.diff_xIndex(diffs, quote.length - 1) + 1;
  while (start < end && hay[start] === " ") start++;
  while (end > start && hay[end - 1] === " ") end--;
  if (end <= start) return null;
  if (similarity(trimmed, hay.slice(start, end)) < FUZZY_QUOTE_AGREES) return null;
  const context = contextScore(space, { start, end });
  if (context.score < FUZZY_CONTEXT_AGREES) return null;
  if (Math.min(context.before, context.after) < FUZZY_SIDE_AGREES) return null;
  return toSource(space, { start, end });
}

// How alike the text around [start, end) is to the anchor's context, each side and together.
function contextScore(
  space: Space,
  range: { start: number; end: number },
): { before: number; after: number; score: number } {
  const { hay, prefix, suffix } = space;
  const before = similarity(
    prefix,
    hay.slice(Math.max(0, range.start - prefix.length), range.start),
  );
  const after = similarity(suffix, hay.slice(range.end, range.end + suffix.length));
  const weight = prefix.length + suffix.length;
  const score = weight === 0 ? 1 : (before * prefix.length + after * suffix.length) / weight;
  // A side with no context (the start or end of the text) says nothing: it takes the other's.
  return {
    before: prefix.length === 0 ? after : before,
    after: suffix.length === 0 ? before : after,
    score,
  };
}

// Whether the context's nearest characters (REWRITE_PROBE on each side) stand together on a
// line other than the candidate's, with at most a little more than the quote between them.
function rewrittenElsewhere(space: Space, candidate: { start: number }): boolean {
  const { hay, prefix, suffix, quote } = space;
  if (prefix.length < REWRITE_PROBE || suffix.length < REWRITE_PROBE) return false;
  const before = prefix.slice(-REWRITE_PROBE);
  const after = suffix.slice(0, REWRITE_PROBE);
  const line = space.lineAt(candidate.start);
  const reach = quote.length * 2 + REWRITE_PROBE;
  for (let at = hay.indexOf(before); at !== -1; at = hay.indexOf(before, at + 1)) {
    const gapStart = at + before.length;
    const afterAt = hay.indexOf(after, gapStart);
    if (afterAt === -1) return false;
    if (afterAt - gapStart <= reach && space.lineAt(gapStart) !== line) return true;
  }
  return false;
}

function nearest(candidates: Candidate[]): Candidate {
  return candidates.reduce((best, c) => (c.distance < best.distance ? c : best));
}

function toSource(space: Space, range: { start: number; end: number }) {
  return space.toSource(range.start, range.end);
}

// A range of the source widened over emphasis markup just outside it ("*every* letter", not
// "every* letter"), which folding left out of the match.
function withMarkup(text: string, start: number, end: number): { start: number; end: number } {
  while (start > 0 && isMarkup(text[start - 1]!)) start--;
  while (end < text.length && isMarkup(text[end]!)) end++;
  return { start, end };
}

// The index of the first value >= target in an ascending array (its length when none).
function firstAtOrAfter(values: number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid]! < target) low = mid + 1;
    else high = mid;
  }
  return low;
}
