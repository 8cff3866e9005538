import { AppError } from "#server/errors.ts";
import { mediaKey, thumbnailKey, type MediaStorage } from "#server/storage/storage.ts";
import { processImage } from "./process-image.ts";
import type { SniffedType } from "./sniff-media-type.ts";
import { storeVideoWithoutMetadata } from "./strip-video-metadata.ts";

// The upload disappeared while this request was reading it: another request saving the same
// upload took it (the caller then answers with that request's asset).
export class UploadGone extends Error {}

export type StoredMedia = {
  key: string;
  thumbnailKey: string | null;
  byteSize: number;
  width: number | null;
  height: number | null;
  takenAt: string | null;
};

// Writes what is kept of an upload under keys that belong to this request alone (`writeId`):
// photos re-encoded (no EXIF) with a thumbnail, videos without their container metadata. A photo that cannot be
// decoded is an AppError for the caller to refuse.
export async function storeMediaBytes(
  storage: MediaStorage,
  input: { rawKey: string; objectId: string; writeId: string; sniffed: SniffedType; size: number },
): Promise<StoredMedia> {
  const { rawKey, objectId, writeId, sniffed } = input;
  const key = mediaKey(objectId, writeId);
  const gone = async (error: unknown): Promise<never> => {
    if (await storage.stat(rawKey)) throw error;
    throw new UploadGone();
  };

  if (sniffed.kind === "video") {
    // Copied, not moved: the upload stays until a row records the asset, so a try that finds it
    // gone knows the row is there (or the upload was refused).
    const original = await storage.read(rawKey).catch(gone);
    const video = await storeVideoWithoutMetadata(
      storage,
      original,
      () => storage.copy(rawKey, key).catch(gone),
      key,
      sniffed.mime,
    );
    return {
      key,
      thumbnailKey: null,
      byteSize: video.byteSize,
      width: null,
      height: null,
      takenAt: null,
    };
  }

  const original = await storage.read(rawKey).catch(gone);
  let processed;
  try {
    processed = await processImage(original, sniffed.format);
  } catch {
    throw new AppError(
      "unsupported_media_type",
      "This image could not be read: the file may be damaged. Please try another one.",
    );
  }
  const thumb = thumbnailKey(objectId, writeId);
  await storage.write(key, processed.data);
  await storage.write(thumb, processed.thumbnail);
  return {
    key,
    thumbnailKey: thumb,
    byteSize: processed.data.byteLength,
    width: processed.width,
    height: processed.height,
    takenAt: processed.takenAt,
  };
}
