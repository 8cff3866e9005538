import type { SceneElement } from "@contracts/scene-element.ts";

export const ELEMENT_BADGES: Record<SceneElement["elementType"], string> = {
  text: "TEXT",
  image: "IMAGE",
  video: "VIDEO",
  gif: "GIF",
  quote: "QUOTE",
  calendar: "CALENDAR",
  gallery: "GALLERY",
};

// "Sat, 21 Nov 2026" from "2026-11-21", read as a calendar day (no time zone shift).
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat("en", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
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
      return `${element.content.images.length} photos`;
  }
}
