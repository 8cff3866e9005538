import { sceneAtLine } from "./place-scene";

// What Punch up rewrites: the writer's selection when there is one, else the scene at the cursor.
// Kept as offsets into the text it was asked about, so Accept replaces exactly that passage even
// when the same words appear elsewhere in the screenplay. Pure: tested without an editor.

export type TextRange = { from: number; to: number };

export type PunchUpTarget = {
  kind: "selection" | "scene";
  /** The passage sent (trimmed, as the server keeps it). */
  text: string;
  from: number;
  to: number;
};

export function punchUpTarget(
  fountain: string,
  cursorLine: number,
  selection: TextRange | null,
): PunchUpTarget | null {
  if (selection && selection.to > selection.from) {
    const raw = fountain.slice(selection.from, selection.to);
    const text = raw.trim();
    if (text) {
      const from = selection.from + (raw.length - raw.trimStart().length);
      return { kind: "selection", text, from, to: from + text.length };
    }
  }
  const scene = sceneAtLine(fountain, cursorLine);
  if (!scene) return null;
  const lines = fountain.split("\n");
  // The scene's first line is its heading: find the one at or above the cursor.
  let start = Math.min(Math.max(cursorLine, 1), lines.length) - 1;
  const heading = scene.split("\n")[0] ?? "";
  while (start > 0 && (lines[start] ?? "").trim() !== heading) start -= 1;
  const lineStart = lines.slice(0, start).reduce((n, l) => n + l.length + 1, 0);
  const from = fountain.indexOf(scene, lineStart);
  if (from < 0) return null;
  return { kind: "scene", text: scene, from, to: from + scene.length };
}

/**
 * The text with the target's passage replaced by `next`: where it was asked about when it is
 * still there, else its only occurrence; null when it changed or is ambiguous (ask again).
 */
export function replaceTarget(
  fountain: string,
  target: Pick<PunchUpTarget, "text" | "from" | "to">,
  next: string,
): string | null {
  let at = fountain.slice(target.from, target.to) === target.text ? target.from : -1;
  if (at < 0) {
    const first = fountain.indexOf(target.text);
    const unique = first >= 0 && fountain.indexOf(target.text, first + 1) < 0;
    at = unique ? first : -1;
  }
  if (at < 0) return null;
  return fountain.slice(0, at) + next + fountain.slice(at + target.text.length);
}
