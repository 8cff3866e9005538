import { createAuth } from "./auth/auth.ts";
import type { Deps } from "./context.ts";
import { openDatabase } from "./db/client.ts";
import type { Env } from "./env.ts";
import { PURGE_GUESTS_JOB } from "./domain/account/purge-guests.ts";
import { scheduleDaily } from "./jobs/daily-job.ts";
import { DISCARD_STALE_IMPORTS_JOB } from "./domain/imports/discard-stale-imports.ts";
import { jobHandlers } from "./jobs/job-handlers.ts";
import { createWorker, type Worker } from "./jobs/worker.ts";
import { createLifecycle } from "./lifecycle.ts";
import { createMetrics } from "./metrics/metrics.ts";
import type { Logger } from "./logger.ts";
import { createMailer, MAIL_DELIVER_JOB } from "./mail/mailer.ts";
import { PURGE_OUTBOX_JOB } from "./domain/account/purge-outbox.ts";
import { COMMENT_DIGEST_JOB } from "./domain/comment-digest/send-comment-digests.ts";
import { createStorage } from "./storage/create-storage.ts";
import { closeThreadPool } from "./threads/thread-pool.ts";

export type Services = Deps & {
  worker: Worker;
  // Stops the worker (a job still running after `timeoutMs` goes back to the queue), the worker
  // threads, then the database.
  close: (options?: { timeoutMs?: number }) => Promise<void>;
};

// Opens the database (migrating it), then wires auth, mail and the job worker.
export async function bootstrap(
  env: Env,
  logger: Logger,
  options: { databaseDir?: string | "memory" } = {},
): Promise<Services> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: options.databaseDir ?? env.dataDir,
  });
  if (database.migrationsApplied > 0) {
    logger.info({ applied: database.migrationsApplied }, "database migrated");
  }
  const mailer = createMailer({
    db: database.db,
    logger,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
  });
  const auth = createAuth({ db: database.db, env, mailer, logger });
  const storage = createStorage(env, auth.options.secret);
  const metrics = createMetrics(database);
  const worker = createWorker({
    db: database.db,
    logger,
    handlers: jobHandlers({ env, db: database.db, logger, mailer, storage, metrics }),
    onAttempt: ({ kind, outcome, seconds }) => metrics.observeJob(kind, outcome, seconds),
    forgetWhenDone: new Set([MAIL_DELIVER_JOB]),
  });
  await scheduleDaily(database.db, PURGE_GUESTS_JOB);
  await scheduleDaily(database.db, DISCARD_STALE_IMPORTS_JOB);
  await scheduleDaily(database.db, PURGE_OUTBOX_JOB);
  await scheduleDaily(database.db, COMMENT_DIGEST_JOB);
  return {
    env,
    database,
    auth,
    mailer,
    logger,
    storage,
    worker,
    lifecycle: createLifecycle(),
    metrics,
    async close(closeOptions = {}) {
      await worker.stop(closeOptions);
      await closeThreadPool();
      await database.close();
    },
  };
}
