import { z } from "./zod.ts";

// Importing a social media or journal archive as scenes (issue 15). The flow: POST /api/imports
// answers an id and an uploadUrl; the client PUTs the ZIP there; POST /api/imports/{id}/start
// unpacks it in a background job; GET /api/imports/{id} answers progress and the preview items;
// POST /api/imports/{id}/apply turns the chosen items into scenes; DELETE abandons the import.

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
    imported: z.number().int(),
  }),
  // Human-readable lines: what was skipped and why, what was refused, what was imported.
  report: z.array(z.string()),
  // Set when status is "failed": what went wrong and what to do about it.
  error: z.string().nullable(),
  items: z.array(importItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Import = z.infer<typeof importSchema>;

export const applyImportSchema = z.object({
  movieId: z.uuid({ error: "movieId must be a movie id" }),
  // Absent: every item of the preview.
  itemIds: z
    .array(z.string().max(200))
    .max(10_000, "At most 10,000 items can be imported at once")
    .optional(),
});
export type ApplyImport = z.infer<typeof applyImportSchema>;

export const appliedImportSchema = z.object({
  created: z.number().int(),
  // Items skipped because an earlier import already made their scene.
  duplicates: z.number().int(),
});
export type AppliedImport = z.infer<typeof appliedImportSchema>;
