import { z } from "./zod.ts";
import { line } from "./input-rules.ts";
import { mediaEntityTypes } from "./media-limits.ts";

export {
  COVER_MAX_BYTES,
  COVER_TOO_LARGE_MESSAGE,
  mediaEntityTypes,
  NOT_AN_IMAGE_MESSAGE,
  type MediaEntityType,
} from "./media-limits.ts";

// Step one may name the upload's id (a UUID the client made, as creates do): asking again with
// the same id answers a link for the same upload, so an offline photo replayed after a lost
// answer is still one media asset. Without it the server makes one.
export const uploadUrlRequestSchema = z.object({
  objectId: z.uuid("objectId must be a UUID").optional(),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequestSchema>;

export const uploadUrlSchema = z.object({
  uploadURL: z.string(),
  publicPath: z.string(),
  objectId: z.string(),
  expiresAt: z.string(),
});

export type UploadUrl = z.infer<typeof uploadUrlSchema>;

export const saveMetadataSchema = z.object({
  publicPath: z
    .string({ error: "publicPath is required" })
    .regex(/^\/media\/[0-9a-f-]{36}$/i, "publicPath must be the publicPath returned by upload-url"),
  filename: line({ error: "filename is required" })
    .trim()
    .min(1, "filename is required")
    .max(255, "filename is too long (255 characters at most)"),
  mimeType: line({ error: "mimeType is required" }).max(255),
  byteSize: z
    .number({ error: "byteSize must be a number" })
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER),
  entityType: z.enum(mediaEntityTypes, {
    error: "entityType must be one of movie, scene, character",
  }),
  entityId: line().max(255).nullable().optional(),
});

export type SaveMetadata = z.infer<typeof saveMetadataSchema>;

export const mediaAssetSchema = z.object({
  id: z.string(),
  publicUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  mimeType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  // When a photo was taken, read from its EXIF before the server strips it: the camera's local
  // time, no zone (`YYYY-MM-DDTHH:MM:SS`), or null (a video, a screenshot, no EXIF). The composer
  // copies it into the image element's `content.takenAt` (contracts/scene-element.ts).
  takenAt: z.string().nullable(),
});

export type MediaAsset = z.infer<typeof mediaAssetSchema>;
