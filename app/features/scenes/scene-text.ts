import { parseInline, plainText as plainLine } from "#screenplay/inline.ts";
import type { StyleRun } from "#screenplay/types.ts";

// A scene's text as the screenplay engine reads it: the composer writes **bold**, *italic* and
// _underline_, and a card shows exactly what the printed page will (one parser, screenplay/
// inline.ts, so the two cannot disagree about a "*"). Markers do not span lines, as on the page.

/** Paragraphs (split at blank lines), each a list of lines, each line its style runs. */
export function sceneParagraphs(text: string): StyleRun[][][] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split("\n").map((line) => parseInline(line)));
}

/** One line (a title) as style runs. */
export function sceneLine(text: string): StyleRun[] {
  return parseInline(text);
}

/** The text without its markup, for announcements and labels. */
export function plainText(text: string): string {
  return text.split("\n").map(plainLine).join("\n");
}
