import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { blankIsoBmffMetadata, MalformedVideoError } from "./iso-bmff-metadata.ts";
import { blankMatroskaMetadata } from "./matroska-metadata.ts";

export const UNREADABLE_VIDEO_MESSAGE =
  "This video could not be read: the file may be damaged. Please try another one.";

// Blanks, in place, every part of the container that describes where, when and by what a video
// was made (the location phones write above all), keeping every byte of sound and picture where
// it was: see docs/decisions/0009-video-metadata.md. Returns what it blanked.
export function stripVideoMetadata(bytes: Buffer, mime: string): string[] {
  if (mime === "video/webm") return blankMatroskaMetadata(bytes);
  if (mime === "video/mp4" || mime === "video/quicktime") return blankIsoBmffMetadata(bytes);
  throw new MalformedVideoError(`no metadata reader for ${mime}`);
}

// Step three of a video upload: the uploaded file is stored under `key` without its metadata.
// The upload itself stays (the caller deletes it once the asset is recorded, decision 0011); a
// file whose container cannot be walked is refused, since its metadata could not be removed.
export async function storeVideoWithoutMetadata(
  storage: MediaStorage,
  bytes: Buffer,
  copyUpload: () => Promise<void>,
  key: string,
  mime: string,
): Promise<{ byteSize: number }> {
  let removed: string[];
  try {
    removed = stripVideoMetadata(bytes, mime);
  } catch (error) {
    if (error instanceof MalformedVideoError) {
      throw new AppError("unsupported_media_type", UNREADABLE_VIDEO_MESSAGE);
    }
    throw error;
  }
  // Nothing to blank: the upload's bytes are kept as they are, without copying them through here.
  if (removed.length === 0) await copyUpload();
  else await storage.write(key, bytes);
  return { byteSize: bytes.byteLength };
}
