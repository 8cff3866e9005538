import { formatCalendarDay, formatMonth } from "#app/lib/format-date";
import { CALENDAR_PLACEHOLDER } from "#contracts/calendar-placeholder.ts";
import { countOf } from "#contracts/plural.ts";
import type { SceneElement } from "#contracts/scene-element.ts";

export const ELEMENT_BADGES: Record<SceneElement["elementType"], string> = {
  text: "TEXT",
  image: "IMAGE",
  video: "VIDEO",
  gif: "GIF",
  quote: "QUOTE",
  calendar: "CALENDAR",
  gallery: "GALLERY",
};

// "Sat, Nov 21, 2026" from "2026-11-21", read as a calendar day (no time zone shift).
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  return formatCalendarDay(Date.UTC(y, m - 1, d));
}

export function formatTimeRange(start?: string, end?: string): string | null {
  if (start && end) return `${start} – ${end}`;
  return start ?? end ?? null;
}

// A thumbnail for an uploaded photo (/media/{id}); other URLs are shown as they are.
export function thumbnailOf(url: string): string {
  return /^\/media\/[0-9a-f-]{36}$/i.test(url) ? `${url}/thumbnail` : url;
}

export function elementSummary(element: SceneElement): string {
  switch (element.elementType) {
    case "text":
      return element.content.text;
    case "quote":
      return element.content.author
        ? `“${element.content.quote}” — ${element.content.author}`
        : `“${element.content.quote}”`;
    case "calendar":
      return element.content.title;
    case "image":
      return element.content.alt || "Photo";
    case "video":
      return element.content.title || "Video";
    case "gif":
      return element.content.alt || "GIF";
    case "gallery":
      return countOf(element.content.images.length, "photo", "photos");
  }
}

/** A calendar element's date as precisely as it is known: "Sat, Nov 21, 2026", "July 1998" or
 * "1998" (precision "day", "month" or "year"; contracts/scene-element.ts). */
export function formatCalendarWhen(content: {
  date: string;
  precision?: "day" | "month" | "year" | undefined;
}): string {
  const [y, m] = content.date.split("-").map(Number);
  if (!y || !m) return content.date;
  if (content.precision === "year") return String(y);
  if (content.precision === "month") return formatMonth(y, m);
  return formatCalendarDate(content.date);
}

/** A scene's date (its metadata.date) the same way: a day, a month or a year. */
export function formatSceneDate(date: { year: number; month: number | null; day: number | null }) {
  const pad = (n: number) => String(n).padStart(2, "0");
  const iso = `${date.year}-${pad(date.month ?? 1)}-${pad(date.day ?? 1)}`;
  const precision = date.month === null ? "year" : date.day === null ? "month" : "day";
  return formatCalendarWhen({ date: iso, precision });
}

/** The default title "Important Meeting" is still there: the person has not named the event yet.
 * It must never read as part of their story, so the cards mark it (and the draft leaves it out). */
export function holdsCalendarPlaceholder(content: { title: string }): boolean {
  return content.title === CALENDAR_PLACEHOLDER.title;
}
