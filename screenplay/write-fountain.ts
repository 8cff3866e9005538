// ScreenplayDocument → Fountain text. Each element is written so that parseFountain reads it back
// as the same element: a forcing prefix (`!`, `@`, `.`, `>`) is added whenever the plain form
// would be read as something else. Elements are separated by one blank line, except inside a
// speech (cue, parentheticals, dialogue, lyrics), which is written as one block.
import type { ScreenplayDocument, ScreenplayElement, TitlePage } from "./types.ts";
import {
  hasHeadingPrefix,
  isAllCaps,
  isBlank,
  isCenteredLine,
  isPageBreakLine,
  looksLikeCue,
  looksLikeTransition,
} from "./parse/line-tests.ts";

function writeTitlePage(tp: TitlePage): string {
  const out: string[] = [];
  for (const e of tp.entries) {
    if (e.values.length === 1) out.push(`${e.key}: ${e.values[0] as string}`);
    else {
      out.push(`${e.key}:`);
      for (const v of e.values) out.push(`   ${v}`);
    }
  }
  return out.join("\n");
}

/** Does an action paragraph need `!` to read back as action? */
function actionNeedsForce(first: string, multiLine: boolean, whole: string): boolean {
  const t = first.trim();
  if (t.length === 0) return false;
  const c = t[0];
  if (c === "!" || c === "@" || c === "~" || c === "=" || c === "#" || c === ">") return true;
  if (t.startsWith("[[")) {
    const w = whole.trim();
    const close = w.indexOf("]]");
    if (close !== -1 && close === w.length - 2) return true;
  }
  if (c === "." && t[1] !== ".") return true;
  if (hasHeadingPrefix(t)) return true;
  if (!multiLine && looksLikeTransition(t)) return true;
  if (multiLine && looksLikeCue(t)) return true;
  if (isPageBreakLine(t) || isCenteredLine(t)) return true;
  return false;
}

function writeAction(text: string, forced: boolean | undefined): string {
  const lines = text.split("\n");
  let lead = 0;
  while (lead < lines.length - 1 && (lines[lead] as string).length === 0) lead++;
  const body = lines.slice(lead);
  const first = body[0] ?? "";
  const force =
    forced ||
    actionNeedsForce(first, body.length > 1, body.join("\n")) ||
    (lead === 0 && isBlank(first));
  // Empty lines inside a paragraph are written as two spaces so the paragraph keeps going.
  const written = body.map((l, k) => (k > 0 && l.length === 0 ? "  " : l));
  if (force) written[0] = "!" + first;
  return "\n".repeat(lead) + written.join("\n");
}

function writeElement(e: ScreenplayElement): string {
  switch (e.type) {
    case "scene_heading": {
      const force = e.forced || !hasHeadingPrefix(e.text);
      const num = e.sceneNumber !== undefined ? ` #${e.sceneNumber}#` : "";
      return `${force ? "." : ""}${e.text}${num}`;
    }
    case "action":
      return writeAction(e.text, e.forced);
    case "character": {
      const body = e.extension ? `${e.name} ${e.extension}` : e.name;
      const force = e.forced || !looksLikeCue(body) || !isAllCaps(e.name);
      return `${force ? "@" : ""}${body}${e.dual === "right" ? " ^" : ""}`;
    }
    case "parenthetical":
      return e.text;
    case "dialogue":
      return e.text
        .split("\n")
        .map((l) => (l.length === 0 ? "  " : l))
        .join("\n");
    case "lyrics":
      return e.text
        .split("\n")
        .map((l) => "~" + l)
        .join("\n");
    case "transition":
      return e.forced || !looksLikeTransition(e.text) ? `> ${e.text}` : e.text;
    case "centered":
      return `> ${e.text} <`;
    case "section":
      return `${"#".repeat(Math.max(1, e.level))} ${e.text}`;
    case "synopsis":
      return `= ${e.text}`;
    case "note":
      return `[[${e.text}]]`;
    case "page_break":
      return "===";
  }
}

const IN_SPEECH = new Set(["parenthetical", "dialogue", "lyrics"]);

export function writeFountain(doc: ScreenplayDocument): string {
  const parts: string[] = [];
  if (doc.titlePage.entries.length > 0) parts.push(writeTitlePage(doc.titlePage), "\n\n");
  let inSpeech = false;
  let first = true;
  for (const e of doc.elements) {
    const joins: boolean = inSpeech && IN_SPEECH.has(e.type);
    if (!first) parts.push(joins ? "\n" : "\n\n");
    parts.push(writeElement(e));
    inSpeech = e.type === "character" || joins;
    first = false;
  }
  parts.push("\n");
  return parts.join("");
}
