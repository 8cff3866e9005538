// Final Draft FDX → ScreenplayDocument, with fast-xml-parser (order-preserving mode). Reads what
// writeFdx writes and what Final Draft writes: paragraph types as in write-fdx.ts, plus "Shot" and
// "General" (read as action), <DualDialogue>, StartsNewPage, Number, Style runs and the title page.
import { XMLParser } from "fast-xml-parser";
import type { ScreenplayDocument, ScreenplayElement, StyleRun, TitleEntry } from "../types.ts";
import { markupForRuns } from "../inline.ts";
import { splitCue } from "../parse/line-tests.ts";

type XNode = Record<string, unknown>;

export class FdxError extends Error {}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

function tagOf(n: XNode): string | undefined {
  for (const k of Object.keys(n)) if (k !== ":@") return k;
  return undefined;
}
function kids(n: XNode): XNode[] {
  const t = tagOf(n);
  const v = t ? n[t] : undefined;
  return Array.isArray(v) ? (v as XNode[]) : [];
}
function attrs(n: XNode): Record<string, string> {
  const a = n[":@"];
  return a && typeof a === "object" ? (a as Record<string, string>) : {};
}
function find(nodes: XNode[], tag: string): XNode | undefined {
  return nodes.find((n) => tagOf(n) === tag);
}

/** A script note to put back into its paragraph's text as `[[text]]`, `at` characters in. */
interface NoteAt {
  at: number;
  text: string;
}

/** Text of a paragraph as Fountain markup (style runs → `*`, `**`, `_`), its script notes put
 * back where they were as `[[…]]`. */
function paragraphText(p: XNode, styled: boolean, notes: NoteAt[] = []): string {
  let runs: StyleRun[] = [];
  for (const t of kids(p)) {
    if (tagOf(t) !== "Text") continue;
    let s = "";
    for (const c of kids(t))
      if (typeof c["#text"] === "string" || typeof c["#text"] === "number") s += String(c["#text"]);
    const style = (attrs(t).Style ?? "").toLowerCase();
    const run: StyleRun = { text: s };
    if (style.includes("bold")) run.bold = true;
    if (style.includes("italic")) run.italic = true;
    if (style.includes("underline")) run.underline = true;
    runs.push(run);
  }
  if (notes.length) runs = withNotes(runs, notes);
  if (!styled) return runs.map((r) => r.text).join("");
  // Markup never spans lines, so each line is converted on its own.
  const lines: StyleRun[][] = [[]];
  for (const r of runs) {
    const parts = r.text.split("\n");
    parts.forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) (lines[lines.length - 1] as StyleRun[]).push({ ...r, text: part });
    });
  }
  return lines.map(markupForRuns).join("\n");
}

/** Runs with each note inserted as a plain run at its offset. */
function withNotes(runs: StyleRun[], notes: NoteAt[]): StyleRun[] {
  const out: StyleRun[] = [];
  const pending = [...notes].sort((a, b) => a.at - b.at);
  let pos = 0;
  for (const r of runs) {
    let text = r.text;
    while (pending.length && (pending[0] as NoteAt).at <= pos + text.length) {
      const n = pending.shift() as NoteAt;
      const cut = Math.max(0, n.at - pos);
      if (cut > 0) out.push({ ...r, text: text.slice(0, cut) });
      out.push({ text: `[[${n.text}]]` });
      text = text.slice(cut);
      pos += cut;
    }
    if (text) out.push({ ...r, text });
    pos += text.length;
  }
  for (const n of pending) out.push({ text: `[[${n.text}]]` });
  return out;
}

function toElement(
  p: XNode,
  out: ScreenplayElement[],
  dual?: "left" | "right",
  notes: NoteAt[] = [],
  partNotes: Map<number, NoteAt[]> = new Map(),
): void {
  const a = attrs(p);
  if (a.StartsNewPage === "Yes") out.push({ type: "page_break" });
  const inner = find(kids(p), "DualDialogue");
  if (inner) {
    let cues = 0;
    let part = 0;
    for (const q of kids(inner)) {
      if (tagOf(q) !== "Paragraph") continue;
      if (attrs(q).Type === "Character") cues++;
      toElement(q, out, cues <= 1 ? "left" : "right", partNotes.get(part++));
    }
    return;
  }
  const type = a.Type ?? "General";
  switch (type) {
    case "Scene Heading": {
      const el: ScreenplayElement = { type: "scene_heading", text: paragraphText(p, true, notes) };
      if (a.Number) el.sceneNumber = a.Number;
      out.push(el);
      return;
    }
    case "Character": {
      const cue = splitCue(paragraphText(p, false).trim());
      const el: ScreenplayElement = { type: "character", name: cue.name };
      if (cue.extension) el.extension = cue.extension;
      if (dual) el.dual = dual;
      out.push(el);
      return;
    }
    case "Parenthetical":
    case "Dialogue":
    case "Lyrics":
    case "Transition":
      out.push({
        type: type.toLowerCase() as "parenthetical" | "dialogue" | "lyrics" | "transition",
        text: paragraphText(p, true, notes),
      });
      return;
    case "Section":
      out.push({
        type: "section",
        level: Number(a.Level ?? "1") || 1,
        text: paragraphText(p, false),
      });
      return;
    case "Synopsis":
      out.push({ type: "synopsis", text: paragraphText(p, false) });
      return;
    case "Note":
      out.push({ type: "note", text: paragraphText(p, false) });
      return;
    default: {
      // Action, Shot, General and unknown types.
      const text = paragraphText(p, true, notes);
      if (type === "General" && text.length === 0 && a.StartsNewPage === "Yes") return;
      if (a.Alignment === "Center") out.push({ type: "centered", text });
      else out.push({ type: "action", text });
    }
  }
}

interface ScriptNote {
  start: number;
  end: number;
  text: string;
  part?: number;
  offset?: number;
}

/** The script notes of <ScriptNotes>: their Range and text (ours carry the note as written). */
function readScriptNotes(root: XNode): ScriptNote[] {
  const block = find(kids(root), "ScriptNotes");
  const out: ScriptNote[] = [];
  for (const n of block ? kids(block) : []) {
    if (tagOf(n) !== "ScriptNote") continue;
    const a = attrs(n);
    const m = /^(\d+),(\d+)$/.exec(a.Range ?? "");
    if (!m) continue;
    const text =
      a.LifescriptNote ??
      kids(n)
        .filter((q) => tagOf(q) === "Paragraph")
        .map((q) => paragraphText(q, false))
        .join("\n");
    const note: ScriptNote = { start: Number(m[1]), end: Number(m[2]), text };
    if (a.LifescriptPart !== undefined) {
      note.part = Number(a.LifescriptPart);
      note.offset = Number(a.LifescriptOffset ?? "0");
    }
    out.push(note);
  }
  return out;
}

export function readFdx(xml: string | Uint8Array): ScreenplayDocument {
  const text = typeof xml === "string" ? xml : new TextDecoder("utf-8").decode(xml);
  let tree: XNode[];
  try {
    tree = parser.parse(text) as XNode[];
  } catch (err) {
    throw new FdxError(`Not a readable FDX file: ${(err as Error).message}`);
  }
  const root = find(tree, "FinalDraft");
  if (!root) throw new FdxError("Not an FDX file: no <FinalDraft> root element");
  const content = find(kids(root), "Content");
  const elements: ScreenplayElement[] = [];
  const notes = readScriptNotes(root);
  // Script notes go back into the paragraph their Range ends in (Final Draft's counting: the
  // paragraphs' text, one for each break, two for an embedded block).
  let offset = 0;
  for (const p of content ? kids(content) : []) {
    if (tagOf(p) !== "Paragraph") continue;
    if (find(kids(p), "DualDialogue")) {
      const parts = new Map<number, NoteAt[]>();
      for (const n of notes)
        if (n.start === offset && n.part !== undefined)
          parts.set(n.part, [...(parts.get(n.part) ?? []), { at: n.offset ?? 0, text: n.text }]);
      toElement(p, elements, undefined, [], parts);
      offset += 3;
      continue;
    }
    const length = paragraphText(p, false).length;
    const mine = notes
      .filter((n) => n.part === undefined && n.end >= offset && n.end <= offset + length)
      .map((n) => ({ at: n.end - offset, text: n.text }));
    toElement(p, elements, undefined, mine);
    offset += length + 1;
  }

  const entries: TitleEntry[] = [];
  const tp = find(kids(root), "TitlePage");
  const tpContent = tp ? find(kids(tp), "Content") : undefined;
  const guessKeys = ["Title", "Credit", "Author", "Source"];
  let centered = 0;
  for (const p of tpContent ? kids(tpContent) : []) {
    if (tagOf(p) !== "Paragraph") continue;
    const a = attrs(p);
    const value = paragraphText(p, false);
    let key = a.LifescriptKey;
    if (!key) {
      if (value.trim().length === 0) continue;
      key =
        a.Alignment === "Center"
          ? (guessKeys[Math.min(centered++, guessKeys.length - 1)] as string)
          : a.Alignment === "Right"
            ? "Draft date"
            : "Contact";
    }
    const last = entries[entries.length - 1];
    if (last && last.key === key && a.LifescriptKey) last.values.push(value);
    else if (last && last.key === key && !a.LifescriptKey && key !== "Title")
      last.values.push(value);
    else entries.push({ key, values: value.length ? [value] : [] });
  }
  return { titlePage: { entries }, elements };
}
