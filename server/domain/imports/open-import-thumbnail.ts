import { and, eq } from "drizzle-orm";
import type { Readable } from "node:stream";
import type { DbOrTx } from "#server/db/client.ts";
import { importItems } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { isUuid } from "../shared/ids.ts";
import { ownedImport } from "./owned-import.ts";

// A preview thumbnail: only the import's owner, only a photo that passed the media check (its
// thumbnail was made by re-encoding it), only while the preview exists. Never the archive's
// own bytes.
export async function openImportThumbnail(
  deps: { db: DbOrTx; storage: MediaStorage },
  userId: string,
  input: { importId: string; itemId: string; index: number },
): Promise<{ stream: Readable; size: number }> {
  const { db, storage } = deps;
  const row = await ownedImport(db, userId, input.importId);
  const missing = () => AppError.notFound("Thumbnail");
  if (!isUuid(input.itemId) || row.status === "done" || row.status === "failed") throw missing();
  const [item] = await db
    .select({ media: importItems.media })
    .from(importItems)
    .where(and(eq(importItems.id, input.itemId), eq(importItems.importId, row.id)));
  const media = item?.media.filter((m) => m.state !== "skipped")[input.index];
  if (!media || media.state !== "ready" || !media.thumbnailKey) throw missing();
  const stat = await storage.stat(media.thumbnailKey);
  if (!stat) throw missing();
  return { stream: await storage.readStream(media.thumbnailKey), size: stat.size };
}
