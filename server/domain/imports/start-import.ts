import { and, eq, ne } from "drizzle-orm";
import { IMPORT_MAX_ARCHIVE_BYTES } from "../../../contracts/imports.ts";
import type { Db } from "../../db/client.ts";
import { imports } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import type { MediaStorage } from "../../storage/storage.ts";
import { lockPlanUsage } from "../billing/lock-plan-usage.ts";
import { formatBytes } from "../shared/format-bytes.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { ownedImport } from "./owned-import.ts";

export const UNPACK_IMPORT_JOB = "import.unpack";

export const ANOTHER_IMPORT_RUNNING =
  "Your other import is still being read, and we read one at a time. This archive is uploaded and kept: start it again once the other import is ready.";

// POST /api/imports/{id}/start: the archive is all there, so the job may unpack it. Starting an
// import that is already unpacking (a double click, a retry) changes nothing; starting one while
// another of the person's imports is being read is refused (409) and leaves it uploaded.
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
    // One import read at a time per person: reading an export is the heaviest work a person can
    // start, and two at once would double their share of the server's memory and time.
    await lockPlanUsage(tx, userId);
    const [running] = await tx
      .select({ id: imports.id })
      .from(imports)
      .where(
        and(eq(imports.userId, userId), eq(imports.status, "unpacking"), ne(imports.id, row.id)),
      )
      .limit(1);
    if (running) throw AppError.conflict(ANOTHER_IMPORT_RUNNING);
    const [moved] = await tx
      .update(imports)
      .set({ status: "unpacking", progress: 0, uploadedBytes: stat.size, updatedAt: new Date() })
      .where(eq(imports.id, row.id))
      .returning({ id: imports.id });
    if (!moved) throw AppError.notFound("Import");
    // One attempt: a failure is reported on the import (status failed) rather than retried.
    await enqueueJob(tx, {
      kind: UNPACK_IMPORT_JOB,
      payload: { importId: row.id },
      maxAttempts: 1,
    });
  });
}
