import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { movies } from "#server/db/schema/index.ts";
import { ownedMovie } from "./owned-movie.ts";

// Its scenes, characters and development notes go with it (foreign keys cascade).
export async function deleteMovie(db: DbOrTx, userId: string, movieId: string): Promise<void> {
  await ownedMovie(db, userId, movieId);
  await db.delete(movies).where(eq(movies.id, movieId));
}
