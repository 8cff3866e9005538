import { z } from "./zod.ts";
import {
  CONTROL_CHARACTER_MESSAGE,
  freeJson,
  hasLineControl,
  INT4_MAX,
  line,
  text,
} from "./input-rules.ts";

// The scene element model, shared by the server (validation at the boundary)
// and the app (the composer builds elements and checks them before sending).

export const elementTypes = [
  "text",
  "video",
  "image",
  "gallery",
  "quote",
  "calendar",
  "gif",
] as const;
export type ElementType = (typeof elementTypes)[number];

export const MEDIA_URL_MESSAGE = "Must be a valid URL or path starting with /";

// A media URL is an app path ("/media/…") or an absolute http(s) URL. A path must not be
// protocol-relative: browsers read "//host", "/\host" and "/<tab>/host" (tabs and line breaks
// are stripped) as another host.
export const mediaUrl = z
  .string()
  .trim()
  .refine((value) => /^\/(?![/\\])[^\t\n\r]*$/.test(value) || /^https?:\/\/[^\s/]+/.test(value), {
    message: MEDIA_URL_MESSAGE,
  })
  // Checked only once the URL rule passed: one message per bad URL.
  .refine((value) => !hasLineControl(value), {
    message: CONTROL_CHARACTER_MESSAGE,
    when: (payload) => payload.issues.length === 0,
  });

const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const textContent = z.object({ text: text() });
export const videoContent = z.object({
  videoUrl: mediaUrl,
  title: text(),
  thumbnail: mediaUrl.optional(),
});
export const imageContent = z.object({
  imageUrl: mediaUrl,
  alt: text(),
  caption: text().optional(),
  // When the photo was taken, read from its EXIF before the server strips it (local time, no
  // zone): the story compiler's time of day and the scene's date when nothing else gives one.
  takenAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "takenAt must be YYYY-MM-DDTHH:MM[:SS]")
    .optional(),
});
export const galleryContent = z.object({
  images: z.array(z.object({ url: mediaUrl, alt: text(), caption: text().optional() })),
});
export const quoteContent = z.object({
  quote: text().min(1, "Quote text is required"),
  author: text().optional(),
});
export const calendarPrecisions = ["day", "month", "year"] as const;
export type CalendarPrecision = (typeof calendarPrecisions)[number];

/** The default calendar element, before the person edits it: its title ("Important Meeting") and
 * description are placeholders that must never reach a screenplay or a book. */
export { CALENDAR_PLACEHOLDER } from "./calendar-placeholder.ts";

export const calendarContent = z
  .object({
    date: z.string().regex(datePattern, "Date must be YYYY-MM-DD"),
    title: text().min(1, "Event title is required"),
    description: text().optional(),
    startTime: z.string().regex(timePattern, "Start time must be HH:MM").optional(),
    endTime: z.string().regex(timePattern, "End time must be HH:MM").optional(),
    // How much of `date` the person knows: the day (the default), only the month (`date` is then
    // the month's first day) or only the year (`date` is that year's 1 January). Old memories
    // rarely have a day.
    precision: z
      .enum(calendarPrecisions, { error: "precision must be day, month or year" })
      .optional(),
  })
  .refine((c) => !c.startTime || !c.endTime || c.startTime <= c.endTime, {
    message: "End time must not be before start time",
    path: ["endTime"],
  });
export const gifContent = z.object({
  gifUrl: mediaUrl,
  alt: text(),
  caption: text().optional(),
});

const nonNegative = (field: string) => z.number().min(0, `${field} must be at least 0`);

export const elementPosition = z.object({
  x: nonNegative("x"),
  y: nonNegative("y"),
  width: nonNegative("width"),
  height: nonNegative("height"),
  zIndex: z.number().int().min(-INT4_MAX).max(INT4_MAX).optional(),
});

export const elementStyle = z.object({
  backgroundColor: line().max(200).optional(),
  opacity: z
    .number()
    .min(0, "opacity must be between 0 and 1")
    .max(1, "opacity must be between 0 and 1")
    .optional(),
  borderRadius: nonNegative("borderRadius").optional(),
  padding: nonNegative("padding").optional(),
  margin: nonNegative("margin").optional(),
});

const base = {
  id: line({ error: "Element id is required" }).min(1, "Element id is required"),
  position: elementPosition.optional(),
  style: elementStyle.optional(),
  metadata: freeJson("metadata").optional(),
};

export const sceneElementSchema = z.discriminatedUnion("elementType", [
  z.object({ ...base, elementType: z.literal("text"), content: textContent }),
  z.object({ ...base, elementType: z.literal("video"), content: videoContent }),
  z.object({ ...base, elementType: z.literal("image"), content: imageContent }),
  z.object({ ...base, elementType: z.literal("gallery"), content: galleryContent }),
  z.object({ ...base, elementType: z.literal("quote"), content: quoteContent }),
  z.object({ ...base, elementType: z.literal("calendar"), content: calendarContent }),
  z.object({ ...base, elementType: z.literal("gif"), content: gifContent }),
]);

export type SceneElement = z.infer<typeof sceneElementSchema>;
export type ElementOf<T extends ElementType> = Extract<SceneElement, { elementType: T }>;

export function countElementsByType(
  elements: readonly SceneElement[],
): Record<ElementType, number> {
  const counts = Object.fromEntries(elementTypes.map((t) => [t, 0])) as Record<ElementType, number>;
  for (const element of elements) counts[element.elementType] += 1;
  return counts;
}

export function filterElementsByType<T extends ElementType>(
  elements: readonly SceneElement[],
  type: T,
): ElementOf<T>[] {
  return elements.filter((e): e is ElementOf<T> => e.elementType === type);
}
