// Cheap line classification for the editor (highlighting, Tab and Enter, autocomplete). The
// engine's parser decides what is printed; this only has to agree with it on ordinary scripts.

export type LineKind =
  | "blank"
  | "scene_heading"
  | "action"
  | "character"
  | "parenthetical"
  | "dialogue"
  | "transition"
  | "centered"
  | "section"
  | "synopsis"
  | "note"
  | "lyrics"
  | "page_break";

const HEADING = /^(INT|EXT|EST|INT\.?\/EXT|I\/E|I\.\/E)[.\s]/i;

export function isBlank(line: string): boolean {
  return line.trim() === "";
}

export function looksLikeCue(line: string): boolean {
  const t = line.trim();
  if (t === "" || t.endsWith(":")) return false;
  const paren = t.indexOf("(");
  const name = (paren === -1 ? t : t.slice(0, paren)).replace(/\^$/, "");
  return /\p{L}/u.test(name) && name === name.toUpperCase();
}

/** The kind of a line that starts a paragraph (after a blank line). */
export function paragraphStartKind(line: string): LineKind {
  const t = line.trim();
  if (t === "") return "blank";
  if (/^={3,}$/.test(t)) return "page_break";
  if (t.startsWith("!")) return "action";
  if (t.startsWith("@")) return "character";
  if (t.startsWith("#")) return "section";
  if (t.startsWith("=")) return "synopsis";
  if (t.startsWith("[[") && t.endsWith("]]")) return "note";
  if (t.startsWith("~")) return "lyrics";
  if (t.startsWith(">")) return t.endsWith("<") ? "centered" : "transition";
  if (t.startsWith(".") && !t.startsWith("..")) return "scene_heading";
  if (HEADING.test(t)) return "scene_heading";
  if (t.endsWith("TO:") && t === t.toUpperCase()) return "transition";
  if (looksLikeCue(t)) return "character";
  return "action";
}

/** The kind of a line inside a paragraph, given the kind of the line before it. */
export function continuationKind(line: string, previous: LineKind): LineKind {
  const t = line.trim();
  if (t === "") return "blank";
  if (previous === "character" || previous === "parenthetical" || previous === "dialogue") {
    if (t.startsWith("(")) return "parenthetical";
    if (t.startsWith("~")) return "lyrics";
    return "dialogue";
  }
  if (previous === "scene_heading" || previous === "transition") return "action";
  return previous === "blank" ? paragraphStartKind(line) : previous;
}

/** Kinds of every line of a text (one pass). */
export function classifyLines(lines: readonly string[]): LineKind[] {
  const kinds: LineKind[] = [];
  let previous: LineKind = "blank";
  for (const line of lines) {
    const kind: LineKind =
      previous === "blank" ? paragraphStartKind(line) : continuationKind(line, previous);
    kinds.push(kind);
    previous = kind;
  }
  return kinds;
}

// --- Tab: cycle the current line's element, as Final Draft and Highland do ---

export const TAB_CYCLE = [
  "action",
  "character",
  "parenthetical",
  "transition",
  "scene_heading",
] as const;
export type CycleKind = (typeof TAB_CYCLE)[number];

function coreText(line: string): string {
  let t = line.trim();
  if (/^[!@>.]/.test(t) && !t.startsWith("..")) t = t.slice(1).trimStart();
  if (t.startsWith("(") && t.endsWith(")")) t = t.slice(1, -1);
  return t;
}

/** The line rewritten as `kind`, and where the cursor goes (offset in the new line). */
export function rewriteAs(
  line: string,
  kind: CycleKind | "dialogue",
): { text: string; cursor: number } {
  const core = coreText(line);
  switch (kind) {
    case "dialogue":
      return { text: core, cursor: core.length };
    case "action": {
      const text = core !== "" && paragraphStartKind(core) !== "action" ? `!${core}` : core;
      return { text, cursor: text.length };
    }
    case "character": {
      if (core === "") return { text: "@", cursor: 1 };
      const upper = core.toUpperCase();
      return { text: looksLikeCue(upper) ? upper : `@${upper}`, cursor: upper.length };
    }
    case "parenthetical": {
      const text = `(${core.toLowerCase()})`;
      return { text, cursor: text.length - 1 };
    }
    case "transition": {
      if (core === "") return { text: "> ", cursor: 2 };
      const upper = core.toUpperCase();
      const text = upper.endsWith("TO:") ? upper : `> ${upper}`;
      return { text, cursor: text.length };
    }
    case "scene_heading": {
      if (core === "") return { text: "INT. ", cursor: 5 };
      const upper = core.toUpperCase();
      const text = HEADING.test(upper) ? upper : `.${upper}`;
      return { text, cursor: text.length };
    }
  }
}

export function nextInCycle(kind: LineKind, direction: 1 | -1): CycleKind | "dialogue" {
  // Inside a speech, Tab switches between dialogue and a parenthetical.
  if (kind === "dialogue") return "parenthetical";
  const at = TAB_CYCLE.indexOf(kind as CycleKind);
  // Dialogue and the rest count as action for cycling.
  const from = at === -1 ? 0 : at;
  const n = TAB_CYCLE.length;
  return TAB_CYCLE[(from + direction + n) % n] as CycleKind;
}

/** What Enter inserts at the end of a line of this kind (speech stays together). */
export function enterInsert(kind: LineKind, lineText: string): string {
  if (lineText.trim() === "") return "\n";
  if (kind === "character" || kind === "parenthetical") return "\n";
  return "\n\n";
}
