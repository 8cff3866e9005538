// Where a sentence ends: the only places a speech or an action paragraph may be split across
// pages (README "Break rules").

const CLOSERS = new Set(['"', "'", ")", "”", "’", "*", "_", "]"]);

/** Ends with `.`, `?`, `!` or `…`, possibly followed by closing quotes or brackets. */
export function endsSentence(s: string): boolean {
  let i = s.length - 1;
  while (i >= 0 && (s[i] === " " || CLOSERS.has(s[i] as string))) i--;
  const c = s[i];
  if (c === "." || c === "?" || c === "!" || c === "…") {
    // An ellipsis or dash trailing off is not a sentence end that a reader accepts at a break.
    return !(c === "." && s[i - 1] === "." && s[i - 2] === ".");
  }
  return false;
}
