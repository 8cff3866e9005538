import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { liveDocuments, liveUpdates } from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue-job.ts";
import {
  DEFAULT_COMPACTION_LIMITS,
  LIVE_CHANNEL,
  LIVE_COMPACT_JOB,
  type CompactionLimits,
} from "./live-compaction.ts";

// Appends one update (a group commit's merged updates) to a live document. The head row is
// updated first, so concurrent appends for one movie queue on its lock and the seqs have no
// gaps. The note to other servers goes out when the transaction commits.
export async function appendLiveUpdate(
  db: DbOrTx,
  movieId: string,
  update: Uint8Array,
  serverId: string,
  limits: CompactionLimits = DEFAULT_COMPACTION_LIMITS,
): Promise<{ seq: number }> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .update(liveDocuments)
      .set({
        headSeq: sql`${liveDocuments.headSeq} + 1`,
        logRows: sql`${liveDocuments.logRows} + 1`,
        logBytes: sql`${liveDocuments.logBytes} + ${update.byteLength}`,
        updatedAt: new Date(),
      })
      .where(eq(liveDocuments.movieId, movieId))
      .returning({
        seq: liveDocuments.headSeq,
        logRows: liveDocuments.logRows,
        logBytes: liveDocuments.logBytes,
        compactQueued: liveDocuments.compactQueued,
      });
    if (!head) throw new Error(`movie ${movieId} has no live document`);
    await tx
      .insert(liveUpdates)
      .values({ movieId, seq: head.seq, update, bytes: update.byteLength, serverId });
    if (!head.compactQueued && (head.logRows >= limits.rows || head.logBytes >= limits.bytes)) {
      await tx
        .update(liveDocuments)
        .set({ compactQueued: true })
        .where(eq(liveDocuments.movieId, movieId));
      await enqueueJob(tx, { kind: LIVE_COMPACT_JOB, payload: { movieId } });
    }
    await tx.execute(
      sql`select pg_notify(${LIVE_CHANNEL}, ${`${movieId}:${head.seq}:${serverId}`})`,
    );
    return { seq: head.seq };
  });
}
