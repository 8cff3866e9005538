import type { Preview } from "./use-pagination";

// The scene the cursor is in (the last heading at or above its line), -1 before the first, and
// the page it is printed on: what the scene list marks and the preview keeps in view.
export function currentScene(preview: Pick<Preview, "headingLines">, line: number): number {
  let index = -1;
  preview.headingLines.forEach((l, i) => {
    if (l <= line) index = i;
  });
  return index;
}

export function pageOfScene(preview: Pick<Preview, "pagination">, sceneIndex: number): number {
  return sceneIndex >= 0 ? (preview.pagination.scenes[sceneIndex]?.page ?? 1) : 1;
}
