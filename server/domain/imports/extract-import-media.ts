import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import type { ImportItemMedia } from "#server/db/schema/index.ts";
import { incomingKey, type MediaStorage } from "#server/storage/storage.ts";
import type { OpenedArchive } from "./archive/open-archive.ts";
import { formatBytes } from "#contracts/format-bytes.ts";
import { isArchiveError } from "./archive/archive-error.ts";
import type { MediaLimits } from "../media/media-limits.ts";
import { thumbnailOf } from "../media/process-image.ts";
import { SNIFF_BYTES, SUPPORTED_TYPES_TEXT, sniffMediaType } from "../media/sniff-media-type.ts";

// Where a preview thumbnail waits until the import ends (deleted with the import's files).
export const importThumbnailKey = (ownerId: string, importId: string, objectId: string) =>
  `imports/${ownerId}/${importId}/${objectId}.thumb.webp`;

export type ExtractedMedia = { media: ImportItemMedia; skipped: string | null };

// Takes one photo or video out of the archive, through a scratch file (never whole in memory),
// and checks it from its bytes like every upload: a file that claims to be a photo but is not,
// or one over the upload limits, is skipped with the reason. A kept file waits under incoming/
// for apply to save it through save-metadata (re-encoded, metadata stripped); a photo gets its
// preview thumbnail now.
export async function extractImportMedia(
  deps: { storage: MediaStorage; limits: MediaLimits; scratchDir: string },
  archive: OpenedArchive,
  input: { ownerId: string; importId: string; media: ImportItemMedia },
): Promise<ExtractedMedia> {
  const { storage, limits, scratchDir } = deps;
  const { media } = input;
  const skip = (why: string): ExtractedMedia => ({
    media: { ...media, state: "skipped", objectId: null, rawKey: null, thumbnailKey: null },
    skipped: `Skipped ${media.path}: ${why}`,
  });
  const limit = media.kind === "video" ? limits.videoBytes : limits.imageBytes;
  const size = archive.size(media.path) ?? 0;
  if (size > limit) {
    return skip(
      `it is ${formatBytes(size)}, more than the ${formatBytes(limit)} a ${media.kind === "video" ? "video" : "photo"} may be.`,
    );
  }
  const objectId = crypto.randomUUID();
  const scratch = path.join(scratchDir, objectId);
  try {
    try {
      await archive.extract(media.path, scratch);
    } catch (error) {
      // One damaged entry skips its file; a bomb stops the whole archive (the caller fails it).
      if (isArchiveError(error) && error.reason === "damaged") return skip(`${error.message}`);
      throw error;
    }
    const handle = await fsp.open(scratch, "r");
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0).finally(() => handle.close());
    const sniffed = await sniffMediaType(head.subarray(0, bytesRead));
    if (!sniffed) {
      return skip(
        `its name says ${media.kind === "video" ? "video" : "photo"}, but its content is none of ${SUPPORTED_TYPES_TEXT}.`,
      );
    }
    let thumbnail: Buffer | null = null;
    if (sniffed.kind === "image") {
      try {
        thumbnail = await thumbnailOf(scratch);
      } catch {
        return skip("it looks like a photo but cannot be read: the file may be damaged.");
      }
    }
    const rawKey = incomingKey(input.ownerId, objectId);
    await storage.writeFile(rawKey, scratch);
    let thumbnailKey: string | null = null;
    if (thumbnail) {
      thumbnailKey = importThumbnailKey(input.ownerId, input.importId, objectId);
      await storage.write(thumbnailKey, thumbnail);
    }
    return {
      media: { ...media, kind: sniffed.kind, objectId, rawKey, thumbnailKey, state: "ready" },
      skipped: null,
    };
  } finally {
    await fsp.rm(scratch, { force: true });
  }
}
