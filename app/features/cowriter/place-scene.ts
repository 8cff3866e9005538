// Where a suggestion goes in the screenplay's text: the block of the scene it rewrites (from its
// heading to the next heading, section or closing transition) when the text has that heading,
// else just before a closing FADE OUT., else at the end. Pure: the diff and the accepted text
// both come from it.

const isHeading = (line: string) =>
  /^(INT|EXT|EST|INT\.?\/EXT|I\/E)[. ]/i.test(line.trim()) || /^\.[A-Z0-9]/.test(line.trim());
const isBoundary = (line: string) =>
  isHeading(line) || /^#/.test(line.trim()) || /^>?\s*FADE OUT\.?$/i.test(line.trim());

export type Placement = {
  before: string[];
  // The lines the suggestion replaces (empty when it is added).
  replaced: string[];
  after: string[];
};

export function placeScene(fountain: string, suggestion: string): Placement {
  const lines = fountain.replace(/\r\n?/g, "\n").split("\n");
  const heading = suggestion.trim().split("\n")[0]?.trim().toUpperCase() ?? "";
  const start = heading ? lines.findIndex((l) => l.trim().toUpperCase() === heading) : -1;
  if (start >= 0) {
    let end = start + 1;
    while (end < lines.length && !isBoundary(lines[end] ?? "")) end += 1;
    // The blank line before the next scene stays with it.
    while (end > start + 1 && (lines[end - 1] ?? "").trim() === "") end -= 1;
    return {
      before: lines.slice(0, start),
      replaced: lines.slice(start, end),
      after: lines.slice(end),
    };
  }
  let fade = -1;
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if ((lines[i] ?? "").trim() === "") continue;
    if (/^>?\s*FADE OUT\.?$/i.test((lines[i] ?? "").trim())) fade = i;
    break;
  }
  const cut = fade >= 0 ? fade : lines.length;
  const before = lines.slice(0, cut);
  while (before.length > 0 && (before.at(-1) ?? "").trim() === "") before.pop();
  return {
    before: before.length ? [...before, ""] : [],
    replaced: [],
    after: fade >= 0 ? ["", ...lines.slice(fade)] : [],
  };
}

/** The screenplay's text with the suggestion in its place. */
export function applyPlacement(placement: Placement, suggestion: string): string {
  const added = suggestion.trim().split("\n");
  return [...placement.before, ...added, ...placement.after].join("\n");
}

/** A passage replaced where it stands (punch-up): the first occurrence of `original`. */
export function replacePassage(fountain: string, original: string, next: string): string | null {
  const at = fountain.indexOf(original);
  if (at < 0) return null;
  return fountain.slice(0, at) + next + fountain.slice(at + original.length);
}

/** The scene around a 1-based line: its heading to the next boundary, or null outside a scene. */
export function sceneAtLine(fountain: string, line: number): string | null {
  const lines = fountain.replace(/\r\n?/g, "\n").split("\n");
  let start = Math.min(Math.max(line, 1), lines.length) - 1;
  while (start >= 0 && !isHeading(lines[start] ?? "")) {
    if (/^#/.test((lines[start] ?? "").trim())) return null;
    start -= 1;
  }
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && !isBoundary(lines[end] ?? "")) end += 1;
  const text = lines.slice(start, end).join("\n").trim();
  return text.includes("\n") ? text : null;
}
