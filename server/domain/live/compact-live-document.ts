import { and, eq, lte } from "drizzle-orm";
import * as Y from "yjs";
import type { DbOrTx } from "#server/db/client.ts";
import { liveDocuments, liveSnapshots, liveUpdates } from "#server/db/schema/index.ts";
import { loadLiveDocument } from "./load-live-document.ts";

// Merges a live document's snapshot and update log into one new snapshot and deletes the rows
// it holds, so loading stays quick however long people write. Appends wait on the head row's
// lock meanwhile; servers behind the new snapshot read it instead of the rows (readLiveUpdatesSince).
export async function compactLiveDocument(db: DbOrTx, movieId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [head] = await tx
      .select({ headSeq: liveDocuments.headSeq })
      .from(liveDocuments)
      .where(eq(liveDocuments.movieId, movieId))
      .for("update");
    if (!head) return;
    const loaded = await loadLiveDocument(tx, movieId);
    if (!loaded) return;
    const state = Y.encodeStateAsUpdate(loaded.doc);
    loaded.doc.destroy();
    await tx
      .insert(liveSnapshots)
      .values({ movieId, seq: loaded.seq, state })
      .onConflictDoUpdate({
        target: liveSnapshots.movieId,
        set: { seq: loaded.seq, state, createdAt: new Date() },
      });
    await tx
      .delete(liveUpdates)
      .where(and(eq(liveUpdates.movieId, movieId), lte(liveUpdates.seq, loaded.seq)));
    await tx
      .update(liveDocuments)
      .set({ logRows: 0, logBytes: 0, compactQueued: false })
      .where(eq(liveDocuments.movieId, movieId));
  });
}
