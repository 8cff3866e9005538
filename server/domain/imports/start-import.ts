import { eq } from "drizzle-orm";
import { IMPORT_MAX_ARCHIVE_BYTES } from "#contracts/imports.ts";
import type { Db } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { lockPlanUsage } from "../billing/lock-plan-usage.ts";
import { formatBytes } from "#contracts/format-bytes.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { enqueueImportJob } from "./enqueue-import-job.ts";
import { otherImportActive } from "./other-import-active.ts";
import { ownedImport } from "./owned-import.ts";

// POST /api/imports/{id}/start: the archive is all there, so the job may unpack it. Starting an
// import that is already unpacking (a double click, a retry) changes nothing. A person's imports
// run one at a time: while another of theirs is being read or applied (or waits its turn), this
// one waits (waitingSince) and its job starts when that one ends (start-next-import.ts).
export async function startImport(
  deps: { db: Db; storage: MediaStorage },
  userId: string,
  importId: string,
): Promise<void> {
  const { db, storage } = deps;
  const row = await ownedImport(db, userId, importId);
  if (row.status !== "uploading") {
    if (row.status === "unpacking") return;
    throw AppError.conflict(`This import has already been started (it is ${row.status}).`);
  }
  const key = row.archiveKey;
  const stat = key ? await storage.stat(key) : null;
  if (!key || !stat) {
    const have = row.totalBytes ? ` (${row.uploadedBytes} of ${row.totalBytes} bytes arrived)` : "";
    throw AppError.conflict(
      `The archive has not been uploaded completely${have}. Finish the upload, then start the import.`,
    );
  }
  if (stat.size > IMPORT_MAX_ARCHIVE_BYTES) {
    // Only S3 can hold one this large (its presigned PUT has no size limit): refused and deleted.
    await deleteImportFiles(db, storage, row.id);
    await db
      .update(imports)
      .set({
        status: "failed",
        error: `This archive is ${formatBytes(stat.size)}; archives are limited to ${formatBytes(IMPORT_MAX_ARCHIVE_BYTES)}. Export a smaller date range and import it in parts.`,
        updatedAt: new Date(),
      })
      .where(eq(imports.id, row.id));
    throw new AppError(
      "payload_too_large",
      `Archives are limited to ${formatBytes(IMPORT_MAX_ARCHIVE_BYTES)}.`,
    );
  }
  await db.transaction(async (tx) => {
    // One import at a time per person: reading an export is the heaviest work a person can
    // start, and two at once would double their share of the server's memory and time.
    await lockPlanUsage(tx, userId);
    const waits = await otherImportActive(tx, userId, row.id);
    const [moved] = await tx
      .update(imports)
      .set({
        status: "unpacking",
        progress: 0,
        uploadedBytes: stat.size,
        waitingSince: waits ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(imports.id, row.id))
      .returning({ id: imports.id });
    if (!moved) throw AppError.notFound("Import");
    if (!waits) await enqueueImportJob(tx, row.id, "unpacking");
  });
}
