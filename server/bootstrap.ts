import { createAuth } from "./auth.ts";
import type { Deps } from "./context.ts";
import { openDatabase } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createWorker, type Worker } from "./jobs/worker.ts";
import type { Logger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { createStorage } from "./storage/create-storage.ts";
import { mediaJobHandlers } from "./domain/media/discard-abandoned-upload.ts";
import { voiceJobHandlers } from "./domain/voice/transcribe-recording.ts";

export type Services = Deps & { worker: Worker; close: () => Promise<void> };

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
  const worker = createWorker({
    db: database.db,
    logger,
    handlers: {
      ...(mailer.mode === "smtp" ? { "mail.deliver": mailer.deliverJob } : {}),
      ...voiceJobHandlers(env, { db: database.db, storage, logger }),
      ...mediaJobHandlers(storage),
    },
  });
  return {
    env,
    database,
    auth,
    mailer,
    logger,
    storage,
    worker,
    async close() {
      await worker.stop();
      await database.close();
    },
  };
}
