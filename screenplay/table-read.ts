// The table read: the script as the lines a reader speaks, in order, each with who speaks it
// (a character, or the narrator for headings, action and transitions). Built on `readingBlocks`,
// so what is read is what is printed. Rules in README ("Table read").
import type { ReadingBlock, ReadingLine } from "./reading.ts";

export type SpokenLine = {
  /** The reading block the line belongs to (what the reader highlights). */
  block: number;
  /** The scene the line is in, counted from 0; -1 before the first heading. */
  scene: number;
  /** Who says it: a character's name as the cue prints it, without extension; null, the narrator. */
  speaker: string | null;
  /** What is said, written to be spoken (see `spokenHeading`). */
  text: string;
};

export interface TableReadOptions {
  /** Headings, action and transitions read by a narrator (default on). */
  narrator?: boolean;
}

const textOf = (lines: ReadingLine[]): string =>
  lines
    .map((runs) => runs.map((r) => r.text).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

/** `ROSA (V.O.) (CONT'D)` → `ROSA`. */
export function speakerOfCue(cue: string): string {
  return cue.replace(/\s*\([^)]*\)\s*/g, " ").trim();
}

const PREFIXES: Array<[RegExp, string]> = [
  [/^(INT\.?\/EXT\.?|I\/E\.?|INT\.?-EXT\.?)\s+/i, "Interior, exterior. "],
  [/^EXT\.?\/INT\.?\s+/i, "Exterior, interior. "],
  [/^INT\.?\s+/i, "Interior. "],
  [/^EXT\.?\s+/i, "Exterior. "],
  [/^EST\.?\s+/i, "Establishing. "],
];

/** A heading as a narrator says it: `INT. KITCHEN - NIGHT` → `Interior. Kitchen. Night.` (a
 * speech engine reads "INT." as a word and capitals letter by letter). */
export function spokenHeading(heading: string): string {
  let rest = heading.trim();
  let start = "";
  for (const [pattern, words] of PREFIXES) {
    if (pattern.test(rest)) {
      start = words;
      rest = rest.replace(pattern, "");
      break;
    }
  }
  const parts = rest
    .split(/\s+[-–—]+\s+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) =>
      p
        .toLowerCase()
        .replace(/(^|[\s(])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()),
    );
  return `${start}${parts.join(". ")}${parts.length ? "." : ""}`.trim();
}

export function tableReadLines(
  blocks: readonly ReadingBlock[],
  { narrator = true }: TableReadOptions = {},
): SpokenLine[] {
  const out: SpokenLine[] = [];
  let scene = -1;
  blocks.forEach((b, block) => {
    if (b.kind === "scene_heading") {
      scene++;
      if (narrator) out.push({ block, scene, speaker: null, text: spokenHeading(textOf(b.lines)) });
      return;
    }
    if (b.kind === "speech") {
      const speaker = speakerOfCue(b.cue) || null;
      for (const part of b.parts) {
        // A parenthetical is a direction to the actor, not a line: nobody says it.
        if (part.kind === "parenthetical") continue;
        const text = textOf(part.lines);
        if (text) out.push({ block, scene, speaker, text });
      }
      return;
    }
    if (!narrator) return;
    const text = b.kind === "transition" ? textOf(b.lines).toLowerCase() : textOf(b.lines);
    if (text) out.push({ block, scene, speaker: null, text });
  });
  return out;
}

/** The characters who speak, most lines first (ties in order of first line). */
export function speakersByLines(lines: readonly SpokenLine[]): string[] {
  const counts = new Map<string, number>();
  for (const l of lines) if (l.speaker) counts.set(l.speaker, (counts.get(l.speaker) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}
