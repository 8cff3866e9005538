import { INVENTED_NOTE } from "@contracts/cowriter-vocabulary.ts";

// A line diff (longest common subsequence) between the text a suggestion replaces and the
// suggestion, with every line the person never captured flagged. Scenes are short (under a few
// hundred lines), so the quadratic table is small.

export type DiffLine = {
  kind: "same" | "added" | "removed";
  text: string;
  // A dialogue line the person never captured (it ends with [[invented]]).
  invented: boolean;
};

export function diffLines(before: string[], after: string[]): DiffLine[] {
  const n = before.length;
  const m = after.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[i]![j] =
        before[i] === after[j]
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  const line = (kind: DiffLine["kind"], text: string): DiffLine => ({
    kind,
    text: text.replace(` ${INVENTED_NOTE}`, "").replace(INVENTED_NOTE, ""),
    invented: kind !== "removed" && text.includes(INVENTED_NOTE),
  });
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      out.push(line("same", after[j]!));
      i += 1;
      j += 1;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) {
      out.push(line("removed", before[i]!));
      i += 1;
    } else {
      out.push(line("added", after[j]!));
      j += 1;
    }
  }
  while (i < n) out.push(line("removed", before[i++]!));
  while (j < m) out.push(line("added", after[j++]!));
  return out;
}
