// Changes inside one element, word by word: what of the newer text is new, where text was taken
// out, and where older marks land in the newer text. Texts are printed texts
// (layout/printed-text.ts), so offsets are the same ones the pages are traced with.
import diffSequences from "@jest/diff-sequences";

/** Words, runs of spaces, and each other character on its own. */
function tokens(s: string): number[] {
  const starts: number[] = [];
  let i = 0;
  const n = s.length;
  while (i < n) {
    starts.push(i);
    const c = s.charCodeAt(i);
    if (isWord(c)) while (i < n && isWord(s.charCodeAt(i))) i++;
    else if (c === 32) while (i < n && s.charCodeAt(i) === 32) i++;
    else i++;
  }
  starts.push(n);
  return starts;
}

function isWord(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 39 || c >= 0xc0
  );
}

export interface TextChange {
  /** Ranges [start, end) of the newer text that are new. */
  added: Array<[number, number]>;
  /** Places in the newer text where older text was taken out. */
  removedAt: number[];
  /** Maps an offset of the older text to the newer one (-1 when that text is gone). */
  map: (offset: number) => number;
}

export function diffText(older: string, newer: string): TextChange {
  if (older === newer) return { added: [], removedAt: [], map: (o) => o };
  const ta = tokens(older);
  const tb = tokens(newer);
  const tok = (starts: number[], s: string, k: number): string =>
    s.slice(starts[k] as number, starts[k + 1] as number);
  const common: Array<[number, number, number]> = []; // [aChar, bChar, length]
  const added: Array<[number, number]> = [];
  const removedAt: number[] = [];
  let ai = 0;
  let bi = 0;
  const gap = (aTo: number, bTo: number): void => {
    const b0 = tb[bi] as number;
    const b1 = tb[bTo] as number;
    if (b1 > b0) added.push([b0, b1]);
    else if (aTo > ai) removedAt.push(b0);
  };
  diffSequences(
    ta.length - 1,
    tb.length - 1,
    (i, j) => tok(ta, older, i) === tok(tb, newer, j),
    (n, aStart, bStart) => {
      gap(aStart, bStart);
      const a0 = ta[aStart] as number;
      const b0 = tb[bStart] as number;
      common.push([a0, b0, (ta[aStart + n] as number) - a0]);
      ai = aStart + n;
      bi = bStart + n;
    },
  );
  gap(ta.length - 1, tb.length - 1);
  const map = (o: number): number => {
    for (const [a0, b0, len] of common) {
      if (o >= a0 && o < a0 + len) return b0 + (o - a0);
      if (o === a0 + len) return b0 + len;
    }
    return -1;
  };
  return { added, removedAt, map };
}
