import type { CommentAnchor } from "#contracts/share-comments.ts";
import { BLOCK_SELECTOR } from "./selection-anchor";

// Finding the script's parts on the page: blocks of the view being shown (reading view or pages),
// scene headings and their index into the shared screenplay's `scenes`.

const shown = (element: Element) => element.getClientRects().length > 0;

export function visibleBlocks(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(BLOCK_SELECTOR)].filter(shown);
}

// A printed heading that wraps is two rows; only its first row starts a scene.
function startsScene(row: Element): boolean {
  return row.previousElementSibling?.getAttribute("data-kind") !== "scene_heading";
}

function headingsOf(root: HTMLElement, view: "reading" | "pages"): HTMLElement[] {
  return view === "reading"
    ? [...root.querySelectorAll<HTMLElement>('[data-block][data-kind="scene_heading"]')]
    : [...root.querySelectorAll<HTMLElement>('[data-page] > [data-kind="scene_heading"]')].filter(
        startsScene,
      );
}

// The heading element a click landed on, with its scene's index.
export function headingAt(
  root: HTMLElement,
  target: EventTarget | null,
): { heading: HTMLElement; sceneIndex: number } | null {
  if (!(target instanceof Element)) return null;
  let heading = target.closest<HTMLElement>('[data-kind="scene_heading"]');
  if (!heading || !root.contains(heading)) return null;
  const view = heading.hasAttribute("data-block") ? "reading" : "pages";
  if (view === "pages")
    while (!startsScene(heading) && heading.previousElementSibling instanceof HTMLElement)
      heading = heading.previousElementSibling;
  const sceneIndex = headingsOf(root, view).indexOf(heading);
  return sceneIndex < 0 ? null : { heading, sceneIndex };
}

export function visibleHeading(root: HTMLElement, sceneIndex: number): HTMLElement | null {
  for (const view of ["reading", "pages"] as const) {
    const heading = headingsOf(root, view)[sceneIndex];
    if (heading && shown(heading)) return heading;
  }
  return null;
}

// The shown block an anchor is on: its line when the block's line is known, else the first block
// holding its words with their context, else its words alone.
export function blockOfAnchor(
  blocks: readonly HTMLElement[],
  anchor: CommentAnchor,
  lineOf: (block: HTMLElement) => number | null,
): HTMLElement | null {
  const text = (block: HTMLElement) => block.textContent ?? "";
  if (anchor.line !== null) {
    const onLine = blocks.find(
      (block) => lineOf(block) === anchor.line && text(block).includes(anchor.quote),
    );
    if (onLine) return onLine;
  }
  return (
    blocks.find((block) => text(block).includes(anchor.prefix + anchor.quote)) ??
    blocks.find((block) => text(block).includes(anchor.quote)) ??
    null
  );
}
