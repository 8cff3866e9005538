import {
  ANCHOR_CONTEXT_CHARS,
  COMMENT_QUOTE_MAX,
  type CommentAnchor,
} from "#contracts/share-comments.ts";

// What a reader's selection in the script becomes: the words (trimmed), up to ANCHOR_CONTEXT_CHARS
// characters either side of them in the same block as shown, and the block's Fountain line.

// The selected span [start, end) of a block's text, as an anchor; null when only spaces were
// selected. Over-long selections keep their first COMMENT_QUOTE_MAX characters.
export function anchorFrom(
  blockText: string,
  start: number,
  end: number,
  line: number | null,
): CommentAnchor | null {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(blockText.length, Math.max(start, end));
  while (from < to && /\s/.test(blockText[from] ?? "")) from++;
  while (to > from && /\s/.test(blockText[to - 1] ?? "")) to--;
  if (from === to) return null;
  to = Math.min(to, from + COMMENT_QUOTE_MAX);
  return {
    quote: blockText.slice(from, to),
    prefix: blockText.slice(Math.max(0, from - ANCHOR_CONTEXT_CHARS), from),
    suffix: blockText.slice(to, to + ANCHOR_CONTEXT_CHARS),
    line,
  };
}

// The script's blocks the page marks: a reading view block, or one printed row of a page.
export const BLOCK_SELECTOR = "[data-block], [data-page] > [data-kind]";

export type ScriptSelection = {
  block: HTMLElement;
  anchor: CommentAnchor;
  rect: DOMRect;
  range: Range;
};

// The reader's current selection inside `root`, clipped to the block it starts in.
export function scriptSelection(
  root: HTMLElement,
  lineOf: (block: HTMLElement) => number | null,
): ScriptSelection | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const startElement =
    range.startContainer instanceof Element
      ? range.startContainer
      : range.startContainer.parentElement;
  const block = startElement?.closest<HTMLElement>(BLOCK_SELECTOR);
  if (!block || !root.contains(block)) return null;
  const before = document.createRange();
  before.selectNodeContents(block);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const clipped = range.cloneRange();
  if (!block.contains(range.endContainer)) clipped.setEndAfter(block.lastChild ?? block);
  const end = start + clipped.toString().length;
  const anchor = anchorFrom(block.textContent ?? "", start, end, lineOf(block));
  if (!anchor) return null;
  return { block, anchor, rect: clipped.getBoundingClientRect(), range: clipped };
}

// Where a quote sits in a block's text nodes, for marking it: the first occurrence after its
// prefix when there is one, else the first.
export function rangeOfQuote(block: HTMLElement, anchor: CommentAnchor): Range | null {
  const text = block.textContent ?? "";
  let at = anchor.prefix ? text.indexOf(anchor.prefix + anchor.quote) : -1;
  at = at >= 0 ? at + anchor.prefix.length : text.indexOf(anchor.quote);
  if (at < 0) return null;
  const range = document.createRange();
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && at < seen + length) {
      range.setStart(node, at - seen);
      started = true;
    }
    if (started && at + anchor.quote.length <= seen + length) {
      range.setEnd(node, at + anchor.quote.length - seen);
      return range;
    }
    seen += length;
  }
  return null;
}
