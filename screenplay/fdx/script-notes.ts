// Fountain's inline notes (`[[…]]`) in FDX (README "FDX"): Final Draft has no inline note, and
// text in a paragraph is printed, so each note becomes a script note (<ScriptNotes> after the
// content) anchored by its Range, and the paragraph keeps only its printed text. The co-writer's
// `[[invented]]` is a script note that says what it means. Range counts characters of the
// paragraphs' text, one for each paragraph break, two for a block embedded in a paragraph (dual
// dialogue), as Final Draft measures; our own attributes make reading our files back exact.
import type { StyleRun } from "../types.ts";
import { INVENTED_NOTE } from "../invented.ts";
import { xmlEscape } from "./xml-escape.ts";

export interface FoundNote {
  /** Characters of printed text before the note in its paragraph. */
  at: number;
  /** What was between `[[` and `]]`. */
  text: string;
}

/** Takes the notes out of a paragraph's runs: the printed runs and the notes with their offsets. */
export function takeNotes(runs: StyleRun[]): {
  runs: StyleRun[];
  notes: FoundNote[];
  length: number;
} {
  const out: StyleRun[] = [];
  const notes: FoundNote[] = [];
  let length = 0;
  for (const r of runs) {
    let text = r.text;
    for (let i = text.indexOf("[["); i !== -1; i = text.indexOf("[[", i)) {
      const end = text.indexOf("]]", i + 2);
      if (end === -1) break;
      notes.push({ at: length + i, text: text.slice(i + 2, end) });
      text = text.slice(0, i) + text.slice(end + 2);
    }
    if (text.length > 0 || r.text.length === 0) out.push({ ...r, text });
    length += text.length;
  }
  return { runs: out, notes, length };
}

export interface PlacedNote extends FoundNote {
  /** Where the note's paragraph starts in the script's text. */
  start: number;
  /** Inside a dual dialogue block: the paragraph's index in it. */
  part?: number;
}

const INVENTED_TEXT = INVENTED_NOTE.slice(2, -2);

/** The <ScriptNotes> block, or "" when the script has none. */
export function scriptNotesXml(notes: PlacedNote[]): string[] {
  if (notes.length === 0) return [];
  const out = ["  <ScriptNotes>"];
  notes.forEach((n, i) => {
    const invented = n.text.trim() === INVENTED_TEXT;
    const body = invented
      ? "Dramatised dialogue: the co-writer wrote this line for the story. Nobody said these words."
      : n.text;
    const range =
      n.part === undefined ? `${n.start},${n.start + n.at}` : `${n.start},${n.start + 2}`;
    const ours = [
      `LifescriptNote="${xmlEscape(n.text)}"`,
      ...(n.part === undefined ? [] : [`LifescriptPart="${n.part}" LifescriptOffset="${n.at}"`]),
    ].join(" ");
    out.push(
      `    <ScriptNote Id="${i + 1}" Name="${invented ? "Dramatised dialogue" : ""}" Range="${range}" ${ours}>`,
      ...body
        .split("\n")
        .map((line) => `      <Paragraph><Text>${xmlEscape(line)}</Text></Paragraph>`),
      "    </ScriptNote>",
    );
  });
  out.push("  </ScriptNotes>");
  return out;
}
