import { eq, sql } from "drizzle-orm";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { liveDocuments, screenplays } from "#server/db/schema/index.ts";
import { loadLiveDocument } from "./load-live-document.ts";

// Writes the live document's text into `screenplays.fountain` when that is behind the log, so
// everything that reads the Fountain text (exports, renders, versions) reads what people typed.
// Returns the text now stored, or null when the screenplay is not live.
export async function materialiseFountain(db: DbOrTx, movieId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ headSeq: liveDocuments.headSeq, fountainSeq: liveDocuments.fountainSeq })
      .from(liveDocuments)
      .where(eq(liveDocuments.movieId, movieId))
      .for("update");
    if (!head) return null;
    if (head.fountainSeq >= head.headSeq) {
      const [row] = await tx
        .select({ fountain: screenplays.fountain })
        .from(screenplays)
        .where(eq(screenplays.movieId, movieId));
      return row?.fountain ?? "";
    }
    const loaded = await loadLiveDocument(tx, movieId);
    if (!loaded) return null;
    const text = loaded.doc.getText(LIVE_TEXT_NAME).toString();
    loaded.doc.destroy();
    await tx
      .update(screenplays)
      .set({ fountain: text, version: sql`${screenplays.version} + 1`, updatedAt: new Date() })
      .where(eq(screenplays.movieId, movieId));
    await tx
      .update(liveDocuments)
      .set({ fountainSeq: loaded.seq })
      .where(eq(liveDocuments.movieId, movieId));
    return text;
  });
}
