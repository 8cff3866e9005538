import { COVER_MAX_BYTES, type MediaEntityType } from "#contracts/media.ts";

export type MediaLimits = { imageBytes: number; videoBytes: number };

export type MediaKind = "image" | "video";

// Human sizes for messages: 5242880 → "5MB", as the cover hint writes it ("Max 5MB").
export const megabytes = (bytes: number): string => {
  const mb = bytes / 1_048_576;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
};

// The upload link cannot know what the file is for, so it stops at the largest limit; the real
// limit for the file's kind and purpose is checked by save-metadata.
export const uploadLimit = (limits: MediaLimits): number =>
  Math.max(limits.imageBytes, limits.videoBytes, COVER_MAX_BYTES);

export function limitFor(
  entityType: MediaEntityType,
  kind: MediaKind,
  limits: MediaLimits,
): number {
  // Covers and character photos are shown small: the 5 MB cover limit applies to both.
  if (entityType !== "scene") return COVER_MAX_BYTES;
  return kind === "video" ? limits.videoBytes : limits.imageBytes;
}
