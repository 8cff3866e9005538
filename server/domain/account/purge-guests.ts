import { and, eq, lt, sql } from "drizzle-orm";
import { session, user } from "#server/db/schema/index.ts";
import { scheduleDaily } from "#server/jobs/daily-job.ts";
import type { JobHandler } from "#server/jobs/worker.ts";
import { deleteAccount, type DeleteAccountDeps } from "./delete-account.ts";

export const PURGE_GUESTS_JOB = "account.purge-guests";

// A guest who never made an account keeps their movie this long after they last used it.
export const GUEST_RETENTION_DAYS = 30;

// Guests not seen for GUEST_RETENTION_DAYS (no session used since), with everything they made.
// A guest who signs up is no guest any more (their data moved to the account at sign-in).
export async function purgeIdleGuests(deps: DeleteAccountDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_DAYS * 86_400_000);
  const idle = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.isAnonymous, true),
        lt(user.createdAt, cutoff),
        sql`not exists (select 1 from ${session} where ${session.userId} = ${user.id}
            and ${session.updatedAt} >= ${cutoff.toISOString()})`,
      ),
    )
    .limit(500);
  for (const guest of idle) await deleteAccount(deps, guest.id, { notify: false });
  return idle.length;
}

export function purgeGuestsJob(deps: DeleteAccountDeps): JobHandler {
  return async () => {
    let removed = 0;
    for (;;) {
      const batch = await purgeIdleGuests(deps);
      removed += batch;
      if (batch < 500) break;
    }
    if (removed > 0) deps.logger.info({ removed }, "idle guests removed");
    await scheduleDaily(deps.db, PURGE_GUESTS_JOB);
  };
}
