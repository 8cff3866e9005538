import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Import, ImportQuery } from "#contracts/imports.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { importedFingerprints, importItems } from "#server/db/schema/index.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { toImportDto, toImportItemDto } from "./import-dto.ts";
import { ownedImport } from "./owned-import.ts";

// GET /api/imports/{id}: status, progress and the preview as far as the job has got. While the
// archive is uploading, uploadedBytes is what the server has, so a reloaded page resumes there.
//
// The preview comes in pages by revision (a sequence value each item row takes when it is
// inserted or changes): the items above `itemsSince`, at most `itemsLimit`, and the last revision
// sent as the next cursor. Sequence values are handed out when a statement runs but seen when its
// transaction commits, so a reader could see a later one before an earlier one and move its
// cursor past it; that cannot happen here because one writer at a time changes an import's items
// (the unpack job, then the apply request and its job), each statement after the previous commit.
export async function getImport(
  deps: { db: DbOrTx; storage: MediaStorage },
  userId: string,
  importId: string,
  query: ImportQuery = { itemsLimit: 500 },
): Promise<Import> {
  const { db, storage } = deps;
  const row = await ownedImport(db, userId, importId);
  if (row.status === "uploading" && row.archiveKey && storage.uploadReceiver) {
    row.uploadedBytes = await storage.uploadReceiver.receivedBytes(row.archiveKey);
  }
  const since = query.itemsSince;
  const rows = await db
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
    .where(
      and(
        eq(importItems.importId, row.id),
        since === undefined ? undefined : gt(importItems.revision, sql`${since}::bigint`),
      ),
    )
    .orderBy(asc(importItems.revision))
    .limit(query.itemsLimit + 1);
  const page = rows.slice(0, query.itemsLimit);
  const last = page.at(-1);
  return toImportDto(row, {
    items: page.map(({ item, imported }) => toImportItemDto(row, item, Boolean(imported))),
    itemsCursor: last ? String(last.item.revision) : (since ?? "0"),
    moreItems: rows.length > query.itemsLimit,
  });
}
