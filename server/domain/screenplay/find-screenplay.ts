import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays } from "#server/db/schema/index.ts";
import type { ScreenplayRow } from "./screenplay-dto.ts";

// The movie's screenplay row (callers have checked the movie is the user's), locked when asked.
export async function findScreenplay(
  db: DbOrTx,
  movieId: string,
  options: { lock?: boolean } = {},
): Promise<ScreenplayRow | undefined> {
  const query = db.select().from(screenplays).where(eq(screenplays.movieId, movieId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}
