import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { ownedImport } from "./owned-import.ts";

// DELETE /api/imports/{id}: the person gives up. The archive and every file taken out of it are
// deleted and the import with its preview is gone; scenes made before stay. A job still
// unpacking it finds the row gone and stops. While it is being applied, the import is only marked
// abandoned (gone for the person at once): the apply job finishes the scene it is making, then
// deletes the files of the items not made and the import (apply-import-job.ts), so nothing is
// deleted under a scene being made.
export async function abandonImport(
  deps: { db: Db; storage: MediaStorage },
  userId: string,
  importId: string,
): Promise<void> {
  const { db, storage } = deps;
  const row = await ownedImport(db, userId, importId);
  // An import waiting its turn has no job yet: it is deleted at once, like any other.
  if (row.status === "importing" && !row.waitingSince) {
    const [marked] = await db
      .update(imports)
      .set({ abandonedAt: new Date(), updatedAt: new Date() })
      .where(
        and(eq(imports.id, row.id), eq(imports.status, "importing"), isNull(imports.waitingSince)),
      )
      .returning({ id: imports.id });
    // Otherwise the job ended meanwhile: deleted as any other import.
    if (marked) return;
  }
  await deleteImportFiles(db, storage, row.id);
  await db.delete(imports).where(eq(imports.id, row.id));
}
