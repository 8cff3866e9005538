// Title page: `Key: value` lines at the very start of the file, up to the first blank line.
// A value may continue on following lines indented by 3+ spaces or a tab (or any line that is not
// itself `Key:`). `：` (full-width colon) is accepted, as Japanese and Chinese scripts use it.
import type { TitleEntry } from "../types.ts";
import { isBlank } from "./line-tests.ts";

const KNOWN_KEYS = new Set([
  "title",
  "credit",
  "author",
  "authors",
  "source",
  "draft date",
  "date",
  "contact",
  "copyright",
  "notes",
  "revision",
  "font",
  "episode",
  "watermark",
  "tl",
  "tc",
  "tr",
  "cc",
  "br",
  "bl",
]);

/** Returns [key, value] when the line is `Key: value`. */
function splitKey(line: string): [string, string] | undefined {
  let end = -1;
  const max = Math.min(line.length, 40);
  for (let i = 0; i < max; i++) {
    const c = line[i];
    if (c === ":" || c === "：") {
      end = i;
      break;
    }
  }
  if (end <= 0) return undefined;
  const key = line.slice(0, end);
  if (key.trim() !== key) return undefined;
  for (const ch of key) {
    if (!(ch === " " || ch.toLowerCase() !== ch.toUpperCase() || (ch >= "0" && ch <= "9")))
      return undefined;
  }
  return [key, line.slice(end + 1).trim()];
}

/** A title page starts only with a known key, or any key that is not all capitals (so that a
 * script opening with `FADE IN:` is not mistaken for a title page). */
function startsTitlePage(line: string): boolean {
  const kv = splitKey(line);
  if (!kv) return false;
  const key = kv[0];
  return KNOWN_KEYS.has(key.toLowerCase()) || key.toUpperCase() !== key;
}

/** Parses the title page; returns its entries and the index of the first line after it. */
export function parseTitlePage(lines: string[]): { entries: TitleEntry[]; next: number } {
  const entries: TitleEntry[] = [];
  const first = lines[0];
  if (first === undefined || !startsTitlePage(first)) return { entries, next: 0 };
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    if (isBlank(line)) break;
    const indented = line.startsWith("\t") || line.startsWith("   ");
    const kv = indented ? undefined : splitKey(line);
    if (kv) {
      entries.push({ key: kv[0], values: kv[1] ? [kv[1]] : [] });
    } else {
      const last = entries[entries.length - 1];
      if (last) last.values.push(line.trim());
    }
  }
  return { entries, next: i };
}
