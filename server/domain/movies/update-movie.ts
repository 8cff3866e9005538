import { and, eq, sql } from "drizzle-orm";
import type { Movie, MovieUpdate } from "#contracts/movie.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movies } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { getMovie } from "./get-movie.ts";
import { movieAccess } from "./movie-access.ts";

// Editors change the movie's details too. Optimistic concurrency: the update applies only to
// the version the client saw.
export async function updateMovie(
  db: DbOrTx,
  userId: string,
  movieId: string,
  input: MovieUpdate,
): Promise<Movie> {
  await movieAccess(db, userId, movieId, "edit");
  const { version, ...changes } = input;
  const [row] = await db
    .update(movies)
    .set({
      ...changes,
      version: sql`${movies.version} + 1`,
      updatedAt: sql`now()`,
      lastEditedBy: userId,
    })
    .where(and(eq(movies.id, movieId), eq(movies.version, version)))
    .returning({ id: movies.id });
  if (!row) {
    const current = await getMovie(db, userId, movieId);
    throw AppError.staleVersion("This movie", current.version, version);
  }
  return getMovie(db, userId, movieId);
}
