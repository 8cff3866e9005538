import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import type { JobHandler } from "#server/jobs/worker.ts";
import { isUuid } from "../shared/ids.ts";
import { APPLY_IMPORT_JOB, applyImportJob } from "./apply-import-job.ts";
import { discardStaleImportsJob, DISCARD_STALE_IMPORTS_JOB } from "./discard-stale-imports.ts";
import { startNextImport } from "./start-next-import.ts";
import { UNPACK_IMPORT_JOB, unpackImportJob, type UnpackDeps } from "./unpack-import.ts";

// `limitsOn`: whether plan limits apply to the media apply saves (payments set up).
export function importJobHandlers(
  deps: UnpackDeps & { limitsOn: boolean },
): Record<string, JobHandler> {
  return {
    [UNPACK_IMPORT_JOB]: thenNextImport(deps.db, unpackImportJob(deps)),
    [APPLY_IMPORT_JOB]: thenNextImport(deps.db, applyImportJob(deps)),
    [DISCARD_STALE_IMPORTS_JOB]: discardStaleImportsJob(deps),
  };
}

// However an import's job ends (done, failed, stopped, the import abandoned and deleted), the
// person's next waiting import gets its turn. The owner is read first: the job may delete the row.
export function thenNextImport(db: Db, job: JobHandler): JobHandler {
  return async (payload, attempt) => {
    const importId = payload.importId;
    const [row] =
      typeof importId === "string" && isUuid(importId)
        ? await db.select({ userId: imports.userId }).from(imports).where(eq(imports.id, importId))
        : [];
    try {
      await job(payload, attempt);
    } finally {
      if (row) await startNextImport(db, row.userId);
    }
  };
}
