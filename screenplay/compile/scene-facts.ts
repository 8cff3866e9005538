// What a scene knows about itself besides its words (README "Story compiler"): when it
// happened, and which of its values are no content at all (the calendar's placeholder, a file
// name standing in for a caption).
import type { CalendarElement, StoryDate, StoryScene } from "./story-types.ts";

/** The default calendar element (contracts/scene-element.ts CALENDAR_PLACEHOLDER, which a
 * server test keeps equal to this): never printed, and its date and time are not the scene's. */
export const CALENDAR_PLACEHOLDER_TITLE = "Important Meeting";
export const CALENDAR_PLACEHOLDER_DESCRIPTION = "Add meeting details here";

export function isPlaceholder(c: CalendarElement): boolean {
  return c.content.title.trim() === CALENDAR_PLACEHOLDER_TITLE;
}

const MEDIA_FILE =
  /\.(jpe?g|png|gif|webp|heic|heif|avif|tiff?|bmp|mp4|mov|m4v|avi|3gp|webm|mkv|mpe?g)$/i;

/** A file name ("IMG_2041.JPG", "photo2.jpg", "3f9a…c2.mp4"): never a caption. */
export function looksLikeFileName(s: string | undefined): boolean {
  const t = (s ?? "").trim();
  return MEDIA_FILE.test(t) || /^[0-9a-f]{16,}$/i.test(t) || /^(IMG|DSC|VID|PXL)[_-]?\d+/i.test(t);
}

export interface SceneWhen {
  date?: StoryDate;
  /** `HH:MM` */
  time?: string;
}

function calendarDate(c: CalendarElement): StoryDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(c.content.date.trim());
  if (!m) return undefined;
  const year = Number(m[1]);
  const precision = c.content.precision ?? "day";
  if (precision === "year") return { year, month: null, day: null };
  if (precision === "month") return { year, month: Number(m[2]), day: null };
  return { year, month: Number(m[2]), day: Number(m[3]) };
}

/** The scene's date: its own (metadata), else its first calendar element that is not the
 * placeholder (at that element's precision), else a photo's capture date. Its clock time: its
 * own, else that calendar's start time, else the photo's. */
export function whenOf(scene: StoryScene): SceneWhen {
  const calendar = scene.elements.find(
    (e): e is CalendarElement => e.elementType === "calendar" && !isPlaceholder(e),
  );
  let photo: { date: StoryDate; time: string } | undefined;
  for (const e of scene.elements) {
    if (e.elementType !== "image" || !e.content.takenAt) continue;
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(e.content.takenAt);
    if (!m) continue;
    photo = {
      date: { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) },
      time: m[4] as string,
    };
    break;
  }
  const date = scene.date ?? (calendar ? calendarDate(calendar) : undefined) ?? photo?.date;
  const time =
    scene.time ??
    (calendar && calendar.content.precision !== "month" && calendar.content.precision !== "year"
      ? calendar.content.startTime
      : undefined) ??
    photo?.time;
  return { ...(date ? { date } : {}), ...(time ? { time } : {}) };
}
