import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays } from "#server/db/schema/index.ts";
import { materialiseFountain } from "../live/materialise-fountain.ts";
import type { ScreenplayRow } from "./screenplay-dto.ts";

// The movie's screenplay row (callers have checked who may read it), locked when asked. A live
// screenplay's text is first brought up to what people have typed, so every reader (the editor's
// first load, exports, versions, the co-writer) reads the merged document.
export async function findScreenplay(
  db: DbOrTx,
  movieId: string,
  options: { lock?: boolean } = {},
): Promise<ScreenplayRow | undefined> {
  await materialiseFountain(db, movieId);
  const query = db.select().from(screenplays).where(eq(screenplays.movieId, movieId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}
