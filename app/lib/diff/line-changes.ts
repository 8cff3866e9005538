import { diffArrays } from "diff";

// A unified line diff: every line of `before` and `after` once, marked kept, removed or added,
// in reading order (removed lines before the lines that replace them).

export type LineChange = { kind: "same" | "added" | "removed"; text: string };

export function lineChanges(before: readonly string[], after: readonly string[]): LineChange[] {
  const out: LineChange[] = [];
  for (const change of diffArrays([...before], [...after])) {
    const kind = change.added ? "added" : change.removed ? "removed" : "same";
    for (const text of change.value) out.push({ kind, text });
  }
  return out;
}
