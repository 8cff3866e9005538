import type { SceneElement } from "@contracts/scene-element.ts";

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

// Index the dragged card would land at, from the other cards' midpoints.
export function dropIndex(midpoints: number[], from: number, draggedCenter: number): number {
  let index = 0;
  midpoints.forEach((mid, i) => {
    if (i !== from && draggedCenter > mid) index += 1;
  });
  return index;
}

// The title is the first line of the scene's text: the card shows it once, as the heading.
export function withoutTitleLine(elements: SceneElement[], title: string): SceneElement[] {
  const index = elements.findIndex((e) => e.elementType === "text");
  const first = elements[index];
  if (!first || first.elementType !== "text") return elements;
  const [line = "", ...rest] = first.content.text.split(/\r?\n/);
  if (line.trim() !== title.trim()) return elements;
  const remaining = rest.join("\n").trim();
  const next = [...elements];
  if (remaining) next[index] = { ...first, content: { ...first.content, text: remaining } };
  else next.splice(index, 1);
  return next;
}
