import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { keepsakeBooks, movies } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logger.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { movieAccess } from "./movie-access.ts";

// Its scenes, characters, development notes and keepsake rows go with it (foreign keys cascade).
// A keepsake's PDF is a file in storage, not a row, so it is deleted here after the rows: a
// deleted story must not stay printable. A file that cannot be deleted now is logged, and the
// movie is gone all the same (the person asked for it).
export async function deleteMovie(
  db: DbOrTx,
  deps: { storage: MediaStorage; logger: Logger },
  userId: string,
  movieId: string,
): Promise<void> {
  await movieAccess(db, userId, movieId, "own");
  const books = await db
    .select({ key: keepsakeBooks.objectKey })
    .from(keepsakeBooks)
    .where(and(eq(keepsakeBooks.movieId, movieId), isNotNull(keepsakeBooks.objectKey)));
  await db.delete(movies).where(eq(movies.id, movieId));
  for (const { key } of books) {
    if (!key) continue;
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, "a deleted movie's keepsake file was not deleted");
    });
  }
}
