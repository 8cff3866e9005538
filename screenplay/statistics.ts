// Numbers about a script for the develop screen: length, scenes, who speaks how much, where and
// when scenes are set, and the running time (one page is about one minute of screen time).
import type { ScreenplayDocument } from "./types.ts";
import type { Pagination } from "./layout/types.ts";
import { plainText } from "./inline.ts";

export interface CharacterStats {
  name: string;
  speeches: number;
  /** Printed dialogue lines (from the pages), or source dialogue lines when no pages are given. */
  dialogueLines: number;
}

export interface ScriptStatistics {
  pages: number;
  scenes: number;
  characters: CharacterStats[];
  interior: number;
  exterior: number;
  interiorExterior: number;
  otherSetting: number;
  day: number;
  night: number;
  otherTime: number;
  runningTimeMinutes: number;
}

function cueName(text: string): string {
  const p = text.indexOf("(");
  return (p === -1 ? text : text.slice(0, p)).replace(/\^$/, "").trim().toUpperCase();
}

const NIGHT = ["NIGHT", "EVENING", "DUSK", "MIDNIGHT"];
const DAY = ["DAY", "MORNING", "AFTERNOON", "DAWN", "NOON"];

export function statistics(doc: ScreenplayDocument, pagination?: Pagination): ScriptStatistics {
  const chars = new Map<string, CharacterStats>();
  const get = (name: string): CharacterStats => {
    let c = chars.get(name);
    if (!c) {
      c = { name, speeches: 0, dialogueLines: 0 };
      chars.set(name, c);
    }
    return c;
  };
  let scenes = 0;
  let interior = 0;
  let exterior = 0;
  let both = 0;
  let other = 0;
  let day = 0;
  let night = 0;
  let otherTime = 0;
  let current: CharacterStats | undefined;
  for (const e of doc.elements) {
    if (e.type === "scene_heading") {
      scenes++;
      const h = plainText(e.text).toUpperCase().trim();
      if (/^(INT\.?\/EXT|INT\/EXT|I\.?\/E)/.test(h)) both++;
      else if (h.startsWith("INT")) interior++;
      else if (h.startsWith("EXT")) exterior++;
      else other++;
      const words = h.split(/[^A-Z]+/);
      if (words.some((w) => NIGHT.includes(w))) night++;
      else if (words.some((w) => DAY.includes(w))) day++;
      else otherTime++;
    } else if (e.type === "character") {
      current = get(cueName(e.name));
      current.speeches++;
    } else if ((e.type === "dialogue" || e.type === "lyrics") && current && !pagination) {
      current.dialogueLines += e.text.split("\n").length;
    } else if (e.type !== "parenthetical" && e.type !== "dialogue" && e.type !== "lyrics") {
      current = undefined;
    }
  }
  if (pagination) {
    // Count printed lines: each column of a page remembers the last cue it saw.
    for (const page of pagination.pages) {
      const speaker: Record<string, CharacterStats | undefined> = {};
      for (const l of page.lines) {
        const col = l.column ?? "single";
        if (l.kind === "character") speaker[col] = get(cueName(l.text));
        else if ((l.kind === "dialogue" || l.kind === "lyrics") && speaker[col])
          (speaker[col] as CharacterStats).dialogueLines++;
        else if (
          l.kind !== "parenthetical" &&
          l.kind !== "more" &&
          l.kind !== "page_number" &&
          l.kind !== "scene_number"
        )
          speaker[col] = undefined;
      }
    }
  }
  const pages = pagination ? pagination.pages.length : 0;
  return {
    pages,
    scenes,
    characters: [...chars.values()].sort(
      (a, b) => b.dialogueLines - a.dialogueLines || a.name.localeCompare(b.name),
    ),
    interior,
    exterior,
    interiorExterior: both,
    otherSetting: other,
    day,
    night,
    otherTime,
    runningTimeMinutes: pages,
  };
}
