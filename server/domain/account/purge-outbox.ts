import { lt } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { scheduleDaily } from "#server/jobs/daily-job.ts";
import type { JobHandler } from "#server/jobs/worker.ts";
import type { Logger } from "#server/logger.ts";

export const PURGE_OUTBOX_JOB = "mail.purge-outbox";

// Without SMTP, mail is kept in the outbox table for someone to read (the /dev/mail page, an
// operator): a week is long enough for that, and an address (the last mail to a deleted account
// among them) is not kept longer. Mail sent by SMTP keeps no copy at all (its job row goes once
// delivered).
export const OUTBOX_KEEP_DAYS = 7;

export async function purgeOutbox(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_KEEP_DAYS * 86_400_000);
  const removed = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, cutoff))
    .returning({ id: mailOutbox.id });
  return removed.length;
}

export function purgeOutboxJob(deps: { db: Db; logger: Logger }): JobHandler {
  return async () => {
    const removed = await purgeOutbox(deps.db);
    if (removed > 0)
      deps.logger.info({ removed }, "mail older than a week removed from the outbox");
    await scheduleDaily(deps.db, PURGE_OUTBOX_JOB);
  };
}
