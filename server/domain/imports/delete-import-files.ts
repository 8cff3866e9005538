import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { importItems, imports } from "../../db/schema/index.ts";
import type { MediaStorage } from "../../storage/storage.ts";

// Deletes what an import keeps in storage: the archive, and the media taken out of it that no
// scene took (apply moves the chosen ones into media/ first, which removes their raw keys).
// Safe to run twice; the rows stay (the report and counts are still shown).
export async function deleteImportFiles(
  db: DbOrTx,
  storage: MediaStorage,
  importId: string,
): Promise<void> {
  const [row] = await db
    .select({ archiveKey: imports.archiveKey })
    .from(imports)
    .where(eq(imports.id, importId));
  if (row?.archiveKey) await storage.delete(row.archiveKey);
  const items = await db
    .select({ id: importItems.id, media: importItems.media })
    .from(importItems)
    .where(eq(importItems.importId, importId));
  for (const item of items) {
    for (const media of item.media) {
      if (media.rawKey) await storage.delete(media.rawKey);
      if (media.thumbnailKey) await storage.delete(media.thumbnailKey);
    }
  }
  await db.update(imports).set({ archiveKey: null }).where(eq(imports.id, importId));
}
