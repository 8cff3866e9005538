// ScreenplayDocument → Final Draft FDX (XML). Mapping (README "FDX"):
// scene_heading → "Scene Heading" (Number attribute for a scene number), action → "Action",
// character/parenthetical/dialogue → their types, a dual pair → <DualDialogue> inside a paragraph,
// transition → "Transition", centered → "Action" with Alignment="Center", lyrics → "Lyrics",
// page_break → StartsNewPage="Yes" on the next paragraph; sections, synopses and notes, which
// Final Draft has no paragraph type for, → "Section" (Level), "Synopsis", "Note" paragraphs.
// Bold/italic/underline become <Text Style="Bold+Italic+Underline"> runs. Title page entries are
// centred (title, credit, authors, source) or left (contact, copyright) or right paragraphs, each
// tagged with its Fountain key so that reading back restores the keys.
import type { ScreenplayDocument, ScreenplayElement, StyleRun } from "../types.ts";
import { parseInline } from "../inline.ts";
import { printedText } from "../layout/printed-text.ts";
import { revisedRuns, revisionsXml, type FdxRevisions, type RevisedRun } from "./revision-runs.ts";

/** An element's revision marks and the length of its printed text. */
type Marked = { ranges: Parameters<typeof revisedRuns>[1]; length: number } | undefined;

import { xmlEscape } from "./xml-escape.ts";
import { scriptNotesXml, takeNotes, type FoundNote, type PlacedNote } from "./script-notes.ts";

export { xmlEscape };

/** What one paragraph's text held besides its printed runs: its length and its notes. */
interface Sink {
  length: number;
  notes: FoundNote[];
}

function runsXml(text: string, inline: boolean, sink?: Sink, marked?: Marked): string {
  const lines = text.split("\n");
  let runs: StyleRun[] = [];
  lines.forEach((line, i) => {
    if (i > 0) runs.push({ text: "\n" });
    if (inline) runs.push(...parseInline(line, { keepNotes: true }));
    else if (line.length) runs.push({ text: line });
  });
  if (sink && inline) {
    // Notes are never printed: they leave the text and become script notes.
    const taken = takeNotes(runs);
    runs = taken.runs;
    sink.length = taken.length;
    sink.notes = taken.notes;
  } else if (sink) {
    sink.length = runs.reduce((n, r) => n + r.text.length, 0);
  }
  if (runs.length === 0) return "<Text></Text>";
  const out: RevisedRun[] = marked ? revisedRuns(runs, marked.ranges, marked.length) : runs;
  return out
    .map((r) => {
      const style = [r.bold ? "Bold" : "", r.italic ? "Italic" : "", r.underline ? "Underline" : ""]
        .filter(Boolean)
        .join("+");
      const rev = r.rev ? ` RevisionID="${r.rev}"` : "";
      return `<Text${rev}${style ? ` Style="${style}"` : ""}>${xmlEscape(r.text)}</Text>`;
    })
    .join("");
}

/** The paragraph being written; its text's length and notes are read after each one. */
let sink: Sink = { length: 0, notes: [] };

function para(
  type: string,
  text: string,
  attrs: Record<string, string> = {},
  inline = true,
  marked?: Marked,
): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join("");
  return `    <Paragraph Type="${type}"${a}>${runsXml(text, inline, sink, marked)}</Paragraph>`;
}

function elementXml(e: ScreenplayElement, attrs: Record<string, string>, m?: Marked): string {
  sink = { length: 0, notes: [] };
  switch (e.type) {
    case "scene_heading":
      return para(
        "Scene Heading",
        e.text,
        e.sceneNumber !== undefined ? { ...attrs, Number: e.sceneNumber } : attrs,
        true,
        m,
      );
    case "action":
      return para("Action", e.text, attrs, true, m);
    case "character":
      return para("Character", e.extension ? `${e.name} ${e.extension}` : e.name, attrs, false, m);
    case "parenthetical":
      return para("Parenthetical", e.text, attrs, true, m);
    case "dialogue":
      return para("Dialogue", e.text, attrs, true, m);
    case "lyrics":
      return para("Lyrics", e.text, attrs, true, m);
    case "transition":
      return para("Transition", e.text, attrs, true, m);
    case "centered":
      return para("Action", e.text, { ...attrs, Alignment: "Center" }, true, m);
    case "section":
      return para("Section", e.text, { ...attrs, Level: String(e.level) }, false);
    case "synopsis":
      return para("Synopsis", e.text, attrs, false);
    case "note":
      return para("Note", e.text, attrs, false);
    case "page_break":
      return "";
  }
}

const TITLE_ALIGN: Record<string, string> = {
  title: "Center",
  credit: "Center",
  author: "Center",
  authors: "Center",
  source: "Center",
  contact: "Left",
  copyright: "Left",
};

export interface FdxOptions {
  /** Final Draft's automatic character continueds (its own print setting; default on). */
  autoContd?: boolean;
  /** Revision marks (production): RevisionID on changed runs, the <Revisions> sets. */
  revisions?: FdxRevisions;
}

export function writeFdx(doc: ScreenplayDocument, options: FdxOptions = {}): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
    '<FinalDraft DocumentType="Script" Template="No" Version="5">',
    "  <Content>",
  ];
  const els = doc.elements;
  const revisions = options.revisions;
  const marked = (i: number): Marked => {
    const ranges = revisions?.ranges(i);
    return ranges && ranges.length > 0
      ? { ranges, length: printedText(els[i] as ScreenplayElement).length }
      : undefined;
  };
  let pendingBreak = false;
  // Where the next paragraph starts in the script's text, and the notes placed so far.
  let offset = 0;
  const notes: PlacedNote[] = [];
  const emptyParagraph = () => {
    out.push(para("General", "", { StartsNewPage: "Yes" }));
    offset += 1;
  };
  for (let i = 0; i < els.length; i++) {
    const e = els[i] as ScreenplayElement;
    if (e.type === "page_break") {
      if (pendingBreak) emptyParagraph();
      pendingBreak = true;
      continue;
    }
    const attrs: Record<string, string> = pendingBreak ? { StartsNewPage: "Yes" } : {};
    pendingBreak = false;
    if (e.type === "character" && e.dual === "left") {
      // Collect both speeches of the pair.
      let j = i + 1;
      while (j < els.length && isSpeechPart(els[j] as ScreenplayElement)) j++;
      const right = els[j];
      if (right?.type === "character" && right.dual === "right") {
        let k = j + 1;
        while (k < els.length && isSpeechPart(els[k] as ScreenplayElement)) k++;
        const inner = els.slice(i, k).map((x, part) => {
          const xml = "  " + elementXml(x, {}, marked(i + part));
          for (const n of sink.notes) notes.push({ ...n, start: offset, part });
          return xml;
        });
        // An embedded block counts two, and its paragraph break one.
        offset += 3;
        const a = Object.entries(attrs)
          .map(([key, v]) => ` ${key}="${v}"`)
          .join("");
        out.push(
          `    <Paragraph${a}>`,
          "      <DualDialogue>",
          ...inner,
          "      </DualDialogue>",
          "    </Paragraph>",
        );
        i = k - 1;
        continue;
      }
    }
    out.push(elementXml(e, attrs, marked(i)));
    for (const n of sink.notes) notes.push({ ...n, start: offset });
    offset += sink.length + 1;
  }
  if (pendingBreak) emptyParagraph();
  out.push("  </Content>");
  out.push(...scriptNotesXml(notes));
  if (doc.titlePage.entries.length > 0) {
    out.push("  <TitlePage>", "    <Content>");
    for (const entry of doc.titlePage.entries) {
      const align = TITLE_ALIGN[entry.key.toLowerCase()] ?? "Right";
      const values = entry.values.length ? entry.values : [""];
      for (const v of values) {
        out.push(
          `      <Paragraph Alignment="${align}" LifescriptKey="${xmlEscape(entry.key)}">${runsXml(v, false)}</Paragraph>`,
        );
      }
    }
    out.push("    </Content>", "  </TitlePage>");
  }
  // Final Draft applies (MORE)/(CONT'D) itself when it lays pages out: say how, as we printed.
  const auto = options.autoContd === false ? "No" : "Yes";
  out.push(
    "  <MoresAndContinueds>",
    `    <DialogueBreaks AutomaticCharacterContinueds="${auto}" BottomOfPage="Yes" DialogueBottom="(MORE)" DialogueTop="(CONT'D)" TopOfNext="Yes"/>`,
    "  </MoresAndContinueds>",
  );
  const sets = revisions ? revisionsXml(revisions.sets) : "";
  if (sets) out.push(sets);
  out.push("</FinalDraft>", "");
  return out.join("\n");
}

function isSpeechPart(e: ScreenplayElement): boolean {
  return e.type === "parenthetical" || e.type === "dialogue" || e.type === "lyrics";
}
