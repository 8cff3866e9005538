import { text } from "./input-rules.ts";
import { KEEPSAKE_DEDICATION_MAX } from "./keepsake-limits.ts";
import { z } from "./zod.ts";

// The keepsake book: a movie made into a PDF to print and bind (cover, dedication, contents, each
// captured moment and its screenplay pages, the whole screenplay, a QR code to the shared page).
// Shared by the API contracts and the app.

export const keepsakeTrims = ["6x9", "letter"] as const;
export type KeepsakeTrim = (typeof keepsakeTrims)[number];

// Printed page sizes in PostScript points (72 to the inch): trade paperback and US Letter.
export const KEEPSAKE_PAGE_SIZE: Record<KeepsakeTrim, { width: number; height: number }> = {
  "6x9": { width: 432, height: 648 },
  letter: { width: 612, height: 792 },
};

export { KEEPSAKE_DEDICATION_MAX, KEEPSAKE_MIN_DPI } from "./keepsake-limits.ts";

export const keepsakeRequestSchema = z.object({
  trim: z.enum(keepsakeTrims, { error: 'trim must be "6x9" or "letter"' }),
  dedication: text()
    .max(
      KEEPSAKE_DEDICATION_MAX,
      `The dedication can be up to ${KEEPSAKE_DEDICATION_MAX} characters long`,
    )
    .optional(),
});
export type KeepsakeRequest = z.infer<typeof keepsakeRequestSchema>;

export const keepsakeStatuses = ["queued", "working", "ready", "failed"] as const;
export type KeepsakeStatus = (typeof keepsakeStatuses)[number];

// Something the person should know before printing: a photo that prints below 300 dpi (it is in
// the book all the same), or a photo that could not be read (left out).
export const keepsakeWarningSchema = z.object({
  kind: z.enum(["low_resolution", "unreadable_photo"]),
  sceneId: z.string(),
  sceneTitle: z.string(),
  // The photo's file name as it was uploaded.
  photo: z.string(),
  // Pixels per inch at its printed size (low_resolution only).
  dpi: z.number().int().optional(),
  message: z.string(),
});
export type KeepsakeWarning = z.infer<typeof keepsakeWarningSchema>;

export const keepsakeSchema = z.object({
  id: z.string(),
  movieId: z.string(),
  trim: z.enum(keepsakeTrims),
  status: z.enum(keepsakeStatuses),
  // 0..1 while working.
  progress: z.number().min(0).max(1).optional(),
  // Once ready: fetch it with the owner's session.
  downloadUrl: z.string().optional(),
  // Pages in the finished book.
  pages: z.number().int().optional(),
  // Why it failed, or that it is being tried again.
  message: z.string().optional(),
  warnings: z.array(keepsakeWarningSchema).optional(),
  createdAt: z.string(),
});
export type Keepsake = z.infer<typeof keepsakeSchema>;

export const keepsakeStartedSchema = z.object({ id: z.string() });
