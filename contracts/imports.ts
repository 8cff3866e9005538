import { z } from "./zod.ts";

// Importing a social media or journal archive as scenes. The flow: POST /api/imports
// answers an id and an uploadUrl; the client PUTs the ZIP there; POST /api/imports/{id}/start
// unpacks it in a background job; GET /api/imports/{id} answers progress and the preview items
// (paged: a poll asks only for what changed since its last answer); POST /api/imports/{id}/apply
// starts a second background job that turns the chosen items into scenes, with its own progress;
// DELETE abandons the import (while applying: stops after the scene being made; what is made stays).

export const importSources = [
  "instagram",
  "facebook",
  "twitter",
  "google-photos",
  "day-one",
  "photos",
] as const;
export type ImportSource = (typeof importSources)[number];

export const importStatuses = [
  "uploading",
  "unpacking",
  "ready",
  "importing",
  "done",
  "failed",
] as const;
export type ImportStatus = (typeof importStatuses)[number];

// The largest archive a person may upload (an Instagram export with videos runs to gigabytes).
export const IMPORT_MAX_ARCHIVE_BYTES = 2 * 1024 ** 3;

export const createImportSchema = z.object({
  movieId: z.uuid({ error: "movieId must be a movie id" }).optional(),
});
export type CreateImport = z.infer<typeof createImportSchema>;

// How the client sends the ZIP to uploadUrl.
// "chunked" (local storage): PUT chunks of at most chunkBytes, each with the header
//   `Content-Range: bytes {start}-{end}/{total}`, in order; the answer is 200 `{ receivedBytes }`,
//   or 409 `{ receivedBytes }` when start is not where the server is, so the client resumes from
//   there (after a lost connection or a reload, GET /api/imports/{id} says uploadedBytes too).
// "single" (S3): one PUT of the whole file to the presigned URL.
export const uploadModes = ["chunked", "single"] as const;
export type UploadMode = (typeof uploadModes)[number];

export const createdImportSchema = z.object({
  id: z.string(),
  // Local storage: a signed URL of this server; S3: a presigned PUT. The client PUTs the ZIP there.
  uploadUrl: z.string(),
  uploadMode: z.enum(uploadModes),
  chunkBytes: z.number().int(),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
});
export type CreatedImport = z.infer<typeof createdImportSchema>;

export const importMediaSchema = z.object({
  kind: z.enum(["image", "video"]),
  // Served only for the import's owner, only for files that passed the media check.
  thumbnailUrl: z.string().nullable(),
});
export type ImportMedia = z.infer<typeof importMediaSchema>;

export const importItemSchema = z.object({
  id: z.string(),
  source: z.enum(importSources),
  // ISO 8601; null when the archive gives the item no date.
  date: z.string().nullable(),
  text: z.string(),
  place: z.string().nullable(),
  media: z.array(importMediaSchema),
  // True when an earlier import already made a scene of this source item (same fingerprint).
  alreadyImported: z.boolean(),
});
export type ImportItem = z.infer<typeof importItemSchema>;

export const importSchema = z.object({
  id: z.string(),
  status: z.enum(importStatuses),
  progress: z.number().min(0).max(1),
  source: z.enum(importSources).nullable(),
  movieId: z.string().nullable(),
  // While uploading: the bytes the server has (to resume a chunked upload after a reload).
  uploadedBytes: z.number().int(),
  counts: z.object({
    items: z.number().int(),
    media: z.number().int(),
    skipped: z.number().int(),
    // Scenes made so far by apply (grows while status is "importing").
    imported: z.number().int(),
    // Chosen items apply left out because an earlier import already made their scene.
    duplicates: z.number().int(),
    // How many items apply was asked to import (0 before apply).
    chosen: z.number().int(),
  }),
  // Human-readable lines: what was skipped and why, what was refused, what was imported.
  report: z.array(z.string()),
  // Set when status is "failed": what went wrong and what to do about it.
  error: z.string().nullable(),
  // True while the import waits for another of the person's imports to finish (status
  // "unpacking" or "importing" with no progress yet): a person's imports run one at a time, and
  // this one starts by itself when the other ends.
  waiting: z.boolean(),
  // The preview items added or changed (a thumbnail became ready) after `itemsSince`, or from the
  // start without it: at most `itemsLimit`, in the order they changed. The client keeps them by id
  // and orders them itself (by date).
  items: z.array(importItemSchema),
  // Pass back as `itemsSince` to receive only the items added or changed after this answer.
  itemsCursor: z.string(),
  // True when `itemsLimit` cut this page: ask again at once with itemsCursor for the rest.
  moreItems: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Import = z.infer<typeof importSchema>;

export const IMPORT_ITEMS_PAGE_MAX = 1000;

// GET /api/imports/{id} query.
export const importQuerySchema = z.object({
  // An itemsCursor from an earlier answer of this import.
  itemsSince: z
    .string()
    .regex(/^\d{1,18}$/, "itemsSince must be the itemsCursor of an earlier answer")
    .optional(),
  itemsLimit: z.coerce
    .number({ error: "itemsLimit must be a number" })
    .int("itemsLimit must be a whole number")
    .min(1, "itemsLimit must be at least 1")
    .max(IMPORT_ITEMS_PAGE_MAX, `itemsLimit must be at most ${IMPORT_ITEMS_PAGE_MAX}`)
    .default(500),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

export const applyImportSchema = z.object({
  movieId: z.uuid({ error: "movieId must be a movie id" }),
  // Absent: every item of the preview.
  itemIds: z
    .array(z.string().max(200))
    .max(10_000, "At most 10,000 items can be imported at once")
    .optional(),
});
export type ApplyImport = z.infer<typeof applyImportSchema>;

// POST /api/imports/{id}/apply answers 202 at once: a background job makes the scenes. Follow it
// with GET /api/imports/{id}: status "importing" with progress and counts.imported, then "done"
// with the report (or "ready" again, with the report's reason, if it stopped part way: what was
// made stays, and applying again skips it).
export const appliedImportSchema = z.object({
  status: z.literal("importing"),
  // True when another of the person's imports runs: this one waits and starts by itself after it.
  waiting: z.boolean(),
  // How many items will be imported (the chosen ones; duplicates are left out as the job meets them).
  chosen: z.number().int(),
});
export type AppliedImport = z.infer<typeof appliedImportSchema>;
