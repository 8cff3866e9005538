import { matchLines, MAX_LINE_EDITS } from "#app/lib/diff/line-matches";

// A three-way line merge of the screenplay (decision 0032): `base` is the text the offline edit
// started from, `mine` that edit, `theirs` the text the server has now. Where only one side
// changed a stretch of lines, that side's lines are taken; where both changed it the same way,
// once; where both changed the same lines differently, it is a conflict and the writer chooses
// (the dialog's "Keep mine", "Keep theirs", "Keep both as versions"): nothing is merged silently.

export type ConflictHunk = {
  // The base lines both sides changed: [start, end), 0-based.
  baseLines: readonly [number, number];
  mine: string[];
  theirs: string[];
};

export type ScreenplayMerge =
  | { status: "merged"; text: string }
  | { status: "conflict"; mine: string; theirs: string; hunks: ConflictHunk[] };

export function mergeScreenplayText(
  base: string,
  mine: string,
  theirs: string,
  maxEdits = MAX_LINE_EDITS,
): ScreenplayMerge {
  if (mine === theirs || theirs === base) return { status: "merged", text: mine };
  if (mine === base) return { status: "merged", text: theirs };

  const [baseLines, mineLines, theirLines] = [base, mine, theirs].map((t) => t.split("\n")) as [
    string[],
    string[],
    string[],
  ];
  const [b, m, t] = [baseLines, mineLines, theirLines];
  // Where each base line sits in mine and in theirs, when it is still there. Texts too different
  // to line up (past maxEdits) share no line: the whole text is one stretch, so a conflict.
  const inMine = new Int32Array(b.length).fill(-1);
  for (const [i, j] of matchLines(b, m, maxEdits) ?? []) inMine[i] = j;
  const inTheirs = new Int32Array(b.length).fill(-1);
  for (const [i, j] of matchLines(b, t, maxEdits) ?? []) inTheirs[i] = j;

  const out: string[] = [];
  const hunks: ConflictHunk[] = [];
  let i = 0;
  let a = 0;
  let c = 0;
  for (;;) {
    // The next base line both sides kept: the edits before it are one stretch.
    let k = i;
    while (k < b.length && ((inMine[k] ?? -1) < 0 || (inTheirs[k] ?? -1) < 0)) k++;
    const end = k >= b.length;
    const nextMine = end ? m.length : (inMine[k] as number);
    const nextTheirs = end ? t.length : (inTheirs[k] as number);
    mergeStretch(
      [i, k],
      baseLines.slice(i, k),
      mineLines.slice(a, nextMine),
      theirLines.slice(c, nextTheirs),
      out,
      hunks,
    );
    if (end) break;
    out.push(baseLines[k] as string);
    i = k + 1;
    a = nextMine + 1;
    c = nextTheirs + 1;
  }
  if (hunks.length > 0) return { status: "conflict", mine, theirs, hunks };
  return { status: "merged", text: out.join("\n") };
}

const same = (x: readonly string[], y: readonly string[]) =>
  x.length === y.length && x.every((line, n) => line === y[n]);

function mergeStretch(
  baseLines: readonly [number, number],
  base: string[],
  mine: string[],
  theirs: string[],
  out: string[],
  hunks: ConflictHunk[],
): void {
  if (same(mine, base)) out.push(...theirs);
  else if (same(theirs, base) || same(mine, theirs)) out.push(...mine);
  else if (mine.length === base.length && theirs.length === base.length) {
    // Both rewrote lines in place (no line added or removed): neighbouring lines edited on
    // different sides merge line by line; a line changed by both is the conflict.
    let clash = false;
    const merged = base.map((line, n) => {
      const mineLine = mine[n] as string;
      const theirLine = theirs[n] as string;
      if (mineLine === line || mineLine === theirLine) return theirLine;
      if (theirLine === line) return mineLine;
      clash = true;
      return line;
    });
    if (clash) hunks.push({ baseLines, mine, theirs });
    else out.push(...merged);
  } else hunks.push({ baseLines, mine, theirs });
}
