// Upload limits: a movie cover is an image of 5 MB at most. Scene photos and
// videos have their own, larger limits, set on the server (MEDIA_MAX_IMAGE_BYTES, default 20 MB;
// MEDIA_MAX_VIDEO_BYTES, default 100 MB).
// No zod here: the browser checks a file before upload on every app screen, and these constants
// must not bring the zod runtime into the first load (media.ts re-exports them for the server).
export const COVER_MAX_BYTES = 5_242_880;
export const COVER_TOO_LARGE_MESSAGE = "Maximum file size is 5MB";
export const NOT_AN_IMAGE_MESSAGE = "Please select an image file";

export const mediaEntityTypes = ["movie", "scene", "character"] as const;
export type MediaEntityType = (typeof mediaEntityTypes)[number];
