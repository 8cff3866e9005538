import type { JobHandler } from "../../jobs/worker.ts";
import { APPLY_IMPORT_JOB, applyImportJob } from "./apply-import-job.ts";
import { discardStaleImportsJob, DISCARD_STALE_IMPORTS_JOB } from "./discard-stale-imports.ts";
import { UNPACK_IMPORT_JOB } from "./start-import.ts";
import { unpackImportJob, type UnpackDeps } from "./unpack-import.ts";

// `limitsOn`: whether plan limits apply to the media apply saves (payments set up).
export function importJobHandlers(
  deps: UnpackDeps & { limitsOn: boolean },
): Record<string, JobHandler> {
  return {
    [UNPACK_IMPORT_JOB]: unpackImportJob(deps),
    [APPLY_IMPORT_JOB]: applyImportJob(deps),
    [DISCARD_STALE_IMPORTS_JOB]: discardStaleImportsJob(deps),
  };
}
