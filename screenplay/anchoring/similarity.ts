import DiffMatchPatch from "diff-match-patch";

// diff-match-patch, set up to give the same answer for the same input on any machine: no time
// limit on a diff (a deadline would make the answer depend on the machine's speed).
export const dmp = new DiffMatchPatch();
dmp.Diff_Timeout = 0;

/** How alike two strings are, 0 (nothing in common) to 1 (equal): 1 - edit distance / length. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  if (a === b) return 1;
  return 1 - dmp.diff_levenshtein(dmp.diff_main(a, b, false)) / longest;
}

/** Characters `a` ends with that the text ends with just before `at`. */
export function sharedBefore(a: string, text: string, at: number): number {
  let n = 0;
  while (n < a.length && at - n - 1 >= 0 && a[a.length - n - 1] === text[at - n - 1]) n++;
  return n;
}

/** Characters `a` starts with that the text has from `at`. */
export function sharedAfter(a: string, text: string, at: number): number {
  let n = 0;
  while (n < a.length && at + n < text.length && a[n] === text[at + n]) n++;
  return n;
}
