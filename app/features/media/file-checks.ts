import {
  COVER_MAX_BYTES,
  COVER_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
} from "#contracts/media-limits.ts";

export type FileProblem = { title: string; description: string };

// A cover must be an image of at most 5242880 bytes (5 MB).
export function checkCoverFile(file: Pick<File, "type" | "size">): FileProblem | null {
  if (!file.type.startsWith("image/")) {
    return { title: "Invalid file type", description: NOT_AN_IMAGE_MESSAGE };
  }
  if (file.size > COVER_MAX_BYTES) {
    return { title: "File too large", description: COVER_TOO_LARGE_MESSAGE };
  }
  return null;
}

// Scene media: photos and videos only (the server sets their larger limits).
export function checkSceneFile(file: Pick<File, "type">): FileProblem | null {
  if (file.type.startsWith("image/") || file.type.startsWith("video/")) return null;
  return { title: "Invalid file type", description: "Please select a photo or a video" };
}
