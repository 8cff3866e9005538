import { eq } from "drizzle-orm";
import * as Y from "yjs";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { liveDocuments, liveSnapshots, movies, screenplays } from "#server/db/schema/index.ts";

// Turns a movie's screenplay into a live document, seeded once with its Fountain text. Only this
// seeds text: a second call finds the head row and does nothing, so two first invitations at
// once never put the screenplay in the document twice.
export async function makeLive(tx: DbOrTx, movieId: string): Promise<void> {
  const [movie] = await tx
    .select({ userId: movies.userId })
    .from(movies)
    .where(eq(movies.id, movieId));
  if (!movie) return;
  const inserted = await tx
    .insert(liveDocuments)
    .values({ movieId, userId: movie.userId })
    .onConflictDoNothing({ target: liveDocuments.movieId })
    .returning({ movieId: liveDocuments.movieId });
  if (inserted.length === 0) return;
  const [screenplay] = await tx
    .select({ fountain: screenplays.fountain })
    .from(screenplays)
    .where(eq(screenplays.movieId, movieId));
  const doc = new Y.Doc();
  doc.getText(LIVE_TEXT_NAME).insert(0, screenplay?.fountain ?? "");
  await tx.insert(liveSnapshots).values({ movieId, seq: 0, state: Y.encodeStateAsUpdate(doc) });
  doc.destroy();
}
