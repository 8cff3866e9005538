import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { imports } from "../../db/schema/index.ts";
import type { MediaStorage } from "../../storage/storage.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { ownedImport } from "./owned-import.ts";

// DELETE /api/imports/{id}: the person gives up. The archive and every file taken out of it are
// deleted and the import with its preview is gone; scenes made before stay. A job still
// unpacking it finds the row gone and stops. While it is being applied, the lock on the import
// row waits for the scene being made (make-item-scene.ts holds the row while it makes one), so
// the apply job stops after that scene, and the files of the items not made yet are deleted.
export async function abandonImport(
  deps: { db: Db; storage: MediaStorage },
  userId: string,
  importId: string,
): Promise<void> {
  const { db, storage } = deps;
  await db.transaction(async (tx) => {
    const row = await ownedImport(tx, userId, importId, { lock: true });
    await deleteImportFiles(tx, storage, row.id);
    await tx.delete(imports).where(eq(imports.id, row.id));
  });
}
