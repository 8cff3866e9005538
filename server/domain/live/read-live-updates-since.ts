import { and, asc, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { liveSnapshots, liveUpdates } from "#server/db/schema/index.ts";

export type LiveUpdatesSince = {
  // Set when compaction merged away rows the reader had not seen: apply it first.
  snapshot: { seq: number; state: Uint8Array } | null;
  updates: { seq: number; update: Uint8Array }[];
};

// What a server holding a document up to `seq` lacks, oldest first. The log is read before the
// snapshot, so a compaction committing in between cannot leave a hole.
export async function readLiveUpdatesSince(
  db: DbOrTx,
  movieId: string,
  seq: number,
): Promise<LiveUpdatesSince> {
  const rows = await db
    .select({ seq: liveUpdates.seq, update: liveUpdates.update })
    .from(liveUpdates)
    .where(and(eq(liveUpdates.movieId, movieId), gt(liveUpdates.seq, seq)))
    .orderBy(asc(liveUpdates.seq));
  const [snapshot] = await db
    .select({ seq: liveSnapshots.seq, state: liveSnapshots.state })
    .from(liveSnapshots)
    .where(eq(liveSnapshots.movieId, movieId));
  if (snapshot && snapshot.seq > seq) {
    return { snapshot, updates: rows.filter((row) => row.seq > snapshot.seq) };
  }
  return { snapshot: null, updates: rows };
}
