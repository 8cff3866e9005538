// The lines two texts share, in order: Myers' shortest edit script over line numbers (each line
// is turned into a number first, so comparing is cheap). Edits are usually a few places in a long
// script, so the common start and end are skipped before the search, and the search stops after
// `maxEdits` edits: past that the texts are too different for a line merge to mean anything, and
// the caller treats them as sharing nothing (a conflict, never a wrong merge).

export const MAX_LINE_EDITS = 2_000;

// matches[k] = [line in a, line in b], increasing in both.
export type LineMatches = Array<readonly [number, number]>;

export function lineNumbers(texts: readonly (readonly string[])[]): number[][] {
  const ids = new Map<string, number>();
  return texts.map((lines) =>
    lines.map((line) => {
      let id = ids.get(line);
      if (id === undefined) {
        id = ids.size;
        ids.set(line, id);
      }
      return id;
    }),
  );
}

export function matchLines(
  a: readonly number[],
  b: readonly number[],
  maxEdits = MAX_LINE_EDITS,
): LineMatches {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const matches: Array<readonly [number, number]> = [];
  for (let i = 0; i < start; i++) matches.push([i, i]);
  const middle = myers(a, start, endA, b, start, endB, maxEdits);
  if (middle) for (const pair of middle) matches.push(pair);
  for (let i = 0; i < a.length - endA; i++) matches.push([endA + i, endB + i]);
  return matches;
}

// Matches between a[a0..a1) and b[b0..b1), or null past maxEdits.
function myers(
  a: readonly number[],
  a0: number,
  a1: number,
  b: readonly number[],
  b0: number,
  b1: number,
  maxEdits: number,
): Array<readonly [number, number]> | null {
  const n = a1 - a0;
  const m = b1 - b0;
  if (n === 0 || m === 0) return [];
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // The furthest x of each diagonal after each round, kept to walk back the path.
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    trace.push(v.slice(offset - d - 1, offset + d + 2));
  }
  if (found < 0) return null;

  // Walk back from the end, collecting the diagonal (matching) steps.
  const pairs: Array<readonly [number, number]> = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const row = trace[d - 1] as Int32Array;
    // row holds diagonals -(d-1)-1 .. (d-1)+1 of round d-1.
    const at = (diagonal: number) => row[diagonal + d] ?? 0;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    const startX = down ? prevX : prevX + 1;
    const startY = startX - k;
    while (x > startX && y > startY) {
      x--;
      y--;
      pairs.push([a0 + x, b0 + y]);
    }
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    x--;
    y--;
    pairs.push([a0 + x, b0 + y]);
  }
  return pairs.reverse();
}
