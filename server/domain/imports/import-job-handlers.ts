import type { JobHandler } from "../../jobs/worker.ts";
import { discardStaleImportsJob, DISCARD_STALE_IMPORTS_JOB } from "./discard-stale-imports.ts";
import { UNPACK_IMPORT_JOB } from "./start-import.ts";
import { unpackImportJob, type UnpackDeps } from "./unpack-import.ts";

export function importJobHandlers(deps: UnpackDeps): Record<string, JobHandler> {
  return {
    [UNPACK_IMPORT_JOB]: unpackImportJob(deps),
    [DISCARD_STALE_IMPORTS_JOB]: discardStaleImportsJob(deps),
  };
}
