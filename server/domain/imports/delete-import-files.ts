import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { importFileKeys } from "./import-file-keys.ts";

// Deletes what an import keeps in storage (the archive, the extracted files nobody chose, the
// preview thumbnails). Safe to run twice; the rows stay (the report and counts are still shown).
export async function deleteImportFiles(
  db: DbOrTx,
  storage: MediaStorage,
  importId: string,
): Promise<void> {
  for (const key of await importFileKeys(db, { importId })) await storage.delete(key);
  await db.update(imports).set({ archiveKey: null }).where(eq(imports.id, importId));
}
