// What an anchor is, with nothing else: the contracts and the shared page import this file alone,
// so they do not carry the placing code (and diff-match-patch) into a page's first load.

// Characters of context kept on each side of the quote (W3C TextQuoteSelector's prefix/suffix).
export const ANCHOR_CONTEXT_CHARS = 32;

// The words a comment was made on, some text either side, and the 0-based line they are on
// (null: they could not be placed in the text).
export type TextAnchor = { quote: string; prefix: string; suffix: string; line: number | null };
