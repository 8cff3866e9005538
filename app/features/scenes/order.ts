import type { SceneElement } from "#contracts/scene-element.ts";

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

// The title is the first line of the scene's text: the card shows it once, as the heading. An
// imported scene's title may be the first words of a longer line, cut with "…": the card then
// goes on from where the heading stopped ("…the last evening of May"), so the caption reads once.
export function withoutTitleLine(elements: SceneElement[], title: string): SceneElement[] {
  const index = elements.findIndex((e) => e.elementType === "text");
  const first = elements[index];
  if (!first || first.elementType !== "text") return elements;
  const [line = "", ...rest] = first.content.text.split(/\r?\n/);
  const opening = restOfLine(line.trim(), title.trim());
  if (opening === null) return elements;
  const remaining = [opening, ...rest].join("\n").trim();
  const next = [...elements];
  if (remaining) next[index] = { ...first, content: { ...first.content, text: remaining } };
  else next.splice(index, 1);
  return next;
}

// What of the first line the heading has not shown: "" when it is the title, the rest after a
// cut title's words, null when the line is not the title.
function restOfLine(line: string, title: string): string | null {
  if (line === title) return "";
  if (!title.endsWith("…")) return null;
  const words = title.slice(0, -1).trimEnd();
  if (!words || !line.startsWith(words) || line.length === words.length) return null;
  const after = line.slice(words.length).replace(/^[\s,;:.\-–—]+/u, "");
  return after ? `…${after}` : "";
}
