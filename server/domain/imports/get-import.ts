import { and, asc, eq, sql } from "drizzle-orm";
import type { Import } from "../../../contracts/imports.ts";
import type { DbOrTx } from "../../db/client.ts";
import { importedFingerprints, importItems } from "../../db/schema/index.ts";
import type { MediaStorage } from "../../storage/storage.ts";
import { toImportDto, toImportItemDto } from "./import-dto.ts";
import { ownedImport } from "./owned-import.ts";

// GET /api/imports/{id}: status, progress and the preview as far as the job has got. While the
// archive is uploading, uploadedBytes is what the server has, so a reloaded page resumes there.
export async function getImport(
  deps: { db: DbOrTx; storage: MediaStorage },
  userId: string,
  importId: string,
): Promise<Import> {
  const { db, storage } = deps;
  const row = await ownedImport(db, userId, importId);
  if (row.status === "uploading" && row.archiveKey && storage.uploadReceiver) {
    row.uploadedBytes = await storage.uploadReceiver.receivedBytes(row.archiveKey);
  }
  const items = await db
    .select({
      item: importItems,
      imported: sql<boolean>`${importedFingerprints.sceneId} is not null`,
    })
    .from(importItems)
    .leftJoin(
      importedFingerprints,
      and(
        eq(importedFingerprints.userId, importItems.userId),
        eq(importedFingerprints.source, importItems.source),
        eq(importedFingerprints.fingerprint, importItems.fingerprint),
      ),
    )
    .where(eq(importItems.importId, row.id))
    .orderBy(sql`${importItems.date} asc nulls last`, asc(importItems.position));
  return toImportDto(
    row,
    items.map(({ item, imported }) => toImportItemDto(row, item, Boolean(imported))),
  );
}
