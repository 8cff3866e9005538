import type { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { mediaAssets } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { ByteRange, MediaStorage } from "#server/storage/storage.ts";
import { isUuid } from "../shared/ids.ts";

export type OpenedMedia = {
  unsatisfiable: false;
  stream: Readable;
  mimeType: string;
  size: number; // of the whole object
  range: ByteRange | null; // what the stream holds when a Range was asked for
};

// Parses one "bytes=a-b" range (also "a-" and "-n"). Several ranges are answered with the whole
// file, which HTTP allows; a range past the end is unsatisfiable.
export function parseRange(header: string | undefined, size: number): ByteRange | null | "bad" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "bad";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return "bad";
  return { start, end };
}

// Only the owner may read an asset: another user's and a missing one are the same 404.
export async function openMedia(
  deps: { db: DbOrTx; storage: MediaStorage },
  userId: string,
  objectId: string,
  options: { thumbnail: boolean; rangeHeader?: string | undefined },
): Promise<OpenedMedia | { unsatisfiable: true; size: number }> {
  const id = objectId.toLowerCase();
  if (!isUuid(id)) throw AppError.notFound("Media");
  const [asset] = await deps.db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.objectId, id), eq(mediaAssets.userId, userId)));
  if (!asset) throw AppError.notFound("Media");
  const key = options.thumbnail ? asset.thumbnailKey : asset.objectKey;
  if (!key) throw AppError.notFound("Thumbnail");
  const stat = await deps.storage.stat(key);
  if (!stat) throw AppError.notFound("Media");
  const mimeType = options.thumbnail ? "image/webp" : asset.mimeType;
  const range = parseRange(options.rangeHeader, stat.size);
  // 416 is HTTP plumbing rather than an API error, so the handler answers it.
  if (range === "bad") return { unsatisfiable: true, size: stat.size };
  return {
    unsatisfiable: false,
    stream: await deps.storage.readStream(key, range ?? undefined),
    mimeType,
    size: stat.size,
    range,
  };
}
