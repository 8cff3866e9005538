import { and, eq, sql } from "drizzle-orm";
import path from "node:path";
import { jobs } from "#server/db/schema/index.ts";
import { APPLY_IMPORT_JOB, applyImportJob } from "#server/domain/imports/apply-import-job.ts";
import { thenNextImport } from "#server/domain/imports/import-job-handlers.ts";
import { UNPACK_IMPORT_JOB, unpackImportJob } from "#server/domain/imports/unpack-import.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import type { TestApp } from "../factories/test-app.ts";

// For the import integration tests that must act at a given moment inside a job (abandon it
// while it makes a scene, fail it part way, read the preview half-way through): the job's
// handler is run here over a storage that calls a hook, instead of by the worker.
export function importJobHooks(t: TestApp) {
  const { database, env, logger } = t.services;
  const db = database.db;
  const limits = { imageBytes: env.MEDIA_MAX_IMAGE_BYTES, videoBytes: env.MEDIA_MAX_VIDEO_BYTES };

  // The storage, with `hook(n, key)` called before its method `method` is first called for
  // the n-th distinct key under `prefix` (n from 1).
  const hooked = (
    method: "stat" | "writeFile",
    prefix: string,
    hook: (n: number, key: string) => Promise<void> | void,
  ): MediaStorage => {
    const real = t.services.storage;
    const seen = new Set<string>();
    return new Proxy(real, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (property !== method) return value.bind(target);
        return async (key: string, ...rest: unknown[]) => {
          if (key.startsWith(prefix) && !seen.has(key)) {
            seen.add(key);
            await hook(seen.size, key);
          }
          return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
        };
      },
    });
  };

  // The queued job of this kind for this import, taken away from the worker (the test runs it).
  const takeJob = (kind: string, importId: string, values: Partial<typeof jobs.$inferInsert>) =>
    db
      .update(jobs)
      .set(values)
      .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'importId' = ${importId}`));

  // Apply's job, run once over `storage`: its n-th item starts saving its photo when `stat`
  // first looks at the photo's extracted file under incoming/.
  const runApply = async (importId: string, storage: MediaStorage) => {
    await takeJob(APPLY_IMPORT_JOB, importId, { status: "done" });
    await thenNextImport(db, applyImportJob({ db, storage, logger, limits }))(
      { importId },
      { attempt: 1, maxAttempts: 1 },
    );
  };

  const runUnpack = async (importId: string, storage: MediaStorage) => {
    await takeJob(UNPACK_IMPORT_JOB, importId, { status: "done" });
    const unpack = unpackImportJob({
      db,
      storage,
      logger,
      limits,
      scratchDir: path.join(env.dataDir, "tmp"),
    });
    await thenNextImport(db, unpack)({ importId }, { attempt: 1, maxAttempts: 1 });
  };

  return { hooked, takeJob, runApply, runUnpack };
}
