import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { imports } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { MediaStorage } from "../../storage/storage.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { ownedImport } from "./owned-import.ts";

// DELETE /api/imports/{id}: the person gives up. The archive and every file taken out of it are
// deleted and the import with its preview is gone; scenes an earlier apply made stay. A job still
// unpacking it finds the row gone and stops.
export async function abandonImport(
  deps: { db: Db; storage: MediaStorage },
  userId: string,
  importId: string,
): Promise<void> {
  const { db, storage } = deps;
  const row = await ownedImport(db, userId, importId);
  if (row.status === "importing") {
    throw AppError.conflict("This import is being applied now; wait until it is done.");
  }
  await deleteImportFiles(db, storage, row.id);
  await db.delete(imports).where(eq(imports.id, row.id));
}
