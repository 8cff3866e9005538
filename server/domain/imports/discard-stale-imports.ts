import { and, inArray, isNull, lt } from "drizzle-orm";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import { scheduleDaily } from "#server/jobs/daily-job.ts";
import type { JobHandler } from "#server/jobs/worker.ts";
import type { Logger } from "#server/logger.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { IMPORT_STALE_AFTER_MS } from "./import-limits.ts";
import { startNextImport } from "./start-next-import.ts";

export const DISCARD_STALE_IMPORTS_JOB = "imports.discard-stale";

export const STALE_IMPORT_MESSAGE =
  "This import was left unfinished for three days, so its archive and photos were deleted. Upload the archive again to import it.";

// Imports left half-way (never uploaded completely, never applied, never abandoned, or a job
// that died with its server): after IMPORT_STALE_AFTER_MS without a change their archive and
// extracted files are deleted and they fail with a message saying so. Runs daily.
export async function discardStaleImports(
  deps: { db: Db; storage: MediaStorage },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - IMPORT_STALE_AFTER_MS);
  // An import waiting its turn is not left unfinished: it goes on once the one before it ends
  // (and when that one is discarded here, the waiting one gets its turn below).
  const stale = await deps.db
    .select({ id: imports.id, userId: imports.userId, abandonedAt: imports.abandonedAt })
    .from(imports)
    .where(
      and(
        inArray(imports.status, ["uploading", "unpacking", "ready", "importing"]),
        lt(imports.updatedAt, cutoff),
        isNull(imports.waitingSince),
      ),
    )
    .limit(500);
  for (const { id, abandonedAt } of stale) {
    await deleteImportFiles(deps.db, deps.storage, id);
    // Abandoned while its apply job ran, and that job is lost: nobody can see it any more.
    if (abandonedAt) {
      await deps.db.delete(imports).where(eq(imports.id, id));
      continue;
    }
    await deps.db
      .update(imports)
      .set({ status: "failed", error: STALE_IMPORT_MESSAGE, updatedAt: now })
      .where(eq(imports.id, id));
  }
  for (const userId of new Set(stale.map((row) => row.userId))) {
    await startNextImport(deps.db, userId);
  }
  return stale.length;
}

export function discardStaleImportsJob(deps: {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
}): JobHandler {
  return async () => {
    let discarded = 0;
    for (;;) {
      const batch = await discardStaleImports(deps);
      discarded += batch;
      if (batch < 500) break;
    }
    if (discarded > 0) deps.logger.info({ discarded }, "stale imports discarded");
    await scheduleDaily(deps.db, DISCARD_STALE_IMPORTS_JOB);
  };
}
