import { asc, eq } from "drizzle-orm";
import * as Y from "yjs";
import type { DbOrTx } from "#server/db/client.ts";
import { liveDocuments, liveSnapshots, liveUpdates } from "#server/db/schema/index.ts";

export type LoadedLiveDocument = {
  doc: Y.Doc;
  // The last update applied: the snapshot's seq, or the newest row read after it.
  seq: number;
  fountainSeq: number;
};

// A live document rebuilt from its snapshot and the updates appended since; null when the
// movie's screenplay is not live. The log is read before the snapshot: a compaction committing
// in between then leaves rows already read and a newer snapshot, never a hole.
export async function loadLiveDocument(
  db: DbOrTx,
  movieId: string,
): Promise<LoadedLiveDocument | null> {
  const [head] = await db
    .select({ fountainSeq: liveDocuments.fountainSeq })
    .from(liveDocuments)
    .where(eq(liveDocuments.movieId, movieId));
  if (!head) return null;
  const rows = await db
    .select({ seq: liveUpdates.seq, update: liveUpdates.update })
    .from(liveUpdates)
    .where(eq(liveUpdates.movieId, movieId))
    .orderBy(asc(liveUpdates.seq));
  const [snapshot] = await db
    .select({ seq: liveSnapshots.seq, state: liveSnapshots.state })
    .from(liveSnapshots)
    .where(eq(liveSnapshots.movieId, movieId));
  const from = snapshot?.seq ?? 0;
  const doc = new Y.Doc();
  if (snapshot) Y.applyUpdate(doc, snapshot.state);
  let seq = from;
  for (const row of rows) {
    if (row.seq <= from) continue;
    Y.applyUpdate(doc, row.update);
    seq = row.seq;
  }
  return { doc, seq, fountainSeq: head.fountainSeq };
}
