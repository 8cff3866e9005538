import { diffArrays } from "diff";

// The lines two texts share, in order, from jsdiff's shortest edit script (Myers). Past
// `maxEdits` edits the texts are too different for a line merge to mean anything: null, and the
// caller treats them as sharing nothing (a conflict, never a wrong merge).

export const MAX_LINE_EDITS = 2_000;

// matches[k] = [line in a, line in b], increasing in both.
export type LineMatches = Array<readonly [number, number]>;

export function matchLines(
  a: readonly string[],
  b: readonly string[],
  maxEdits = MAX_LINE_EDITS,
): LineMatches | null {
  const changes = diffArrays([...a], [...b], { maxEditLength: maxEdits });
  if (!changes) return null;
  const matches: Array<readonly [number, number]> = [];
  let i = 0;
  let j = 0;
  for (const change of changes) {
    if (change.added) j += change.count;
    else if (change.removed) i += change.count;
    else for (let n = 0; n < change.count; n++) matches.push([i++, j++]);
  }
  return matches;
}
