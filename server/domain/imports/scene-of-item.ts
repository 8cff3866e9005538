import type { ImportSource } from "#contracts/imports.ts";
import type { SceneElement } from "#contracts/scene-element.ts";
import type { SceneDate } from "#contracts/scene-metadata.ts";

// How one imported item reads as a scene: pure, so its rules are unit-tested. The caption is
// there once: the title is its first words, the text holds it in full; the item's date is the
// scene's date (metadata), not a calendar event repeating the caption; its place is the scene's
// location.

export const TITLE_WORDS = 8;
export const TITLE_MAX = 100;

const sourceNames: Record<ImportSource, string> = {
  instagram: "Instagram post",
  facebook: "Facebook post",
  twitter: "Tweet",
  "google-photos": "Google Photos",
  "day-one": "Journal entry",
  photos: "Photo",
};

// Line breaks, tabs and other controls become spaces: a title and a place are single lines.
// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
export const oneLine = (value: string): string =>
  value.replace(controls, " ").replace(/\s+/g, " ").trim();

const longDate = (date: Date) =>
  date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

// The first words of the text (its first line, at most TITLE_WORDS words, an ellipsis when cut);
// with no text, what the item is and when: "Instagram post, 3 March 2021".
export function sceneTitleOf(item: { source: ImportSource; text: string; date: Date | null }) {
  const firstLine = item.text.split(/\r?\n/).find((l) => oneLine(l) !== "");
  if (firstLine) {
    const words = oneLine(firstLine).split(" ");
    const cut = words.length > TITLE_WORDS;
    let title = words.slice(0, TITLE_WORDS).join(" ");
    if (title.length > TITLE_MAX) title = [...title].slice(0, TITLE_MAX - 1).join("");
    // "…school,…" reads badly: the cut loses its trailing punctuation.
    const shortened = cut || title.length < oneLine(firstLine).length;
    return shortened ? `${title.replace(/[\s,;:.\-–—]+$/u, "")}…` : title;
  }
  const what = sourceNames[item.source];
  return item.date ? `${what}, ${longDate(item.date)}` : what;
}

// The item's date as the scene's metadata.date and, when the item has a clock time, its
// metadata.time: read in UTC, the day the calendar element of earlier imports showed (an EXIF time
// without a zone is stored as UTC wall-clock time, sources/exif-date.ts). An item dated exactly at
// midnight is taken as a day without a time (archives that know only the day write midnight).
export function sceneDateOfItem(date: Date): { date: SceneDate; time?: string } {
  const day: SceneDate = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const midnight = h === 0 && m === 0 && date.getUTCSeconds() === 0;
  if (midnight) return { date: day };
  return { date: day, time: `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}` };
}

export function mediaElementOf(
  id: string,
  kind: "image" | "video",
  publicUrl: string,
  name: string,
): SceneElement {
  return kind === "image"
    ? { id, elementType: "image", content: { imageUrl: publicUrl, alt: name } }
    : { id, elementType: "video", content: { videoUrl: publicUrl, title: name } };
}

export function textElementOf(id: string, text: string): SceneElement {
  return { id, elementType: "text", content: { text } };
}
