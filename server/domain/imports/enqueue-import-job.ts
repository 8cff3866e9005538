import type { DbOrTx } from "#server/db/client.ts";
import { enqueueJob } from "#server/jobs/enqueue-job.ts";
import { APPLY_IMPORT_JOB } from "./apply-import-job.ts";
import { UNPACK_IMPORT_JOB } from "./unpack-import.ts";

// The job that does an import's work now: reading the archive ("unpacking") or making the chosen
// scenes ("importing"). Reading gets one attempt (a failure is reported on the import, not
// retried); applying three, as it goes on where it stopped.
export async function enqueueImportJob(
  tx: DbOrTx,
  importId: string,
  status: "unpacking" | "importing",
): Promise<void> {
  await enqueueJob(
    tx,
    status === "unpacking"
      ? { kind: UNPACK_IMPORT_JOB, payload: { importId }, maxAttempts: 1 }
      : { kind: APPLY_IMPORT_JOB, payload: { importId }, maxAttempts: 3 },
  );
}
