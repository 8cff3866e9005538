import { createHash } from "node:crypto";
import { ArchiveError } from "../archive/archive-error.ts";
import { SUPPORTED_TYPES_TEXT, sniffMediaType } from "#server/domain/media/sniff-media-type.ts";
import { EXIF_HEAD_BYTES, exifDate } from "./exif-date.ts";
import type { ArchiveView, SkipLines, SourceMedia } from "./source-item.ts";

// What one read of a file's head tells about a photo or video: what it really is (sniffed), when
// it was taken (EXIF) and a hash of its first bytes, which identifies the same photo in
// another export whatever its name or folder.
export type PhotoFacts = { media: SourceMedia; date: Date | null; headHash: string };

export async function readPhotoFacts(
  archive: ArchiveView,
  path: string,
  skipped: SkipLines,
): Promise<PhotoFacts | null> {
  let head: Uint8Array;
  try {
    head = await archive.readHead(path, EXIF_HEAD_BYTES);
  } catch (error) {
    if (error instanceof ArchiveError && error.reason === "zip_bomb") throw error;
    skipped.push(`Skipped ${path}: it cannot be read.`);
    return null;
  }
  const sniffed = await sniffMediaType(head);
  if (!sniffed) {
    skipped.push(
      `Skipped ${path}: it is not a photo or video we can use (${SUPPORTED_TYPES_TEXT}).`,
    );
    return null;
  }
  return {
    media: { path, kind: sniffed.kind },
    date: sniffed.kind === "image" ? await exifDate(head) : null,
    headHash: createHash("sha256").update(head).digest("base64url").slice(0, 32),
  };
}
