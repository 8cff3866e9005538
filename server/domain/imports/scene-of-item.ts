import type { ImportSource } from "../../../contracts/imports.ts";
import type { SceneElement } from "../../../contracts/scene-element.ts";

// How one imported item reads as a scene (issue 15): pure, so its rules are unit-tested.

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

// The date as the composer's calendar element stores it (contracts/scene-element.ts): the day
// in UTC, titled with the scene's title.
export function calendarElementOf(id: string, date: Date, title: string): SceneElement {
  return {
    id,
    elementType: "calendar",
    content: { date: date.toISOString().slice(0, 10), title },
  };
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
