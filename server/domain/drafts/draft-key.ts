import type { DbOrTx } from "#server/db/client.ts";
import { movieAccess } from "../movies/movie-access.ts";

// One composer draft per user and movie; "none" holds the draft written before a movie is chosen.
export const NO_MOVIE_KEY = "none";

// The movie, when named, must be one the user may edit: a draft must not point at a movie they
// cannot write in.
export async function draftKeyFor(
  db: DbOrTx,
  userId: string,
  movieId: string | null | undefined,
): Promise<{ key: string; movieId: string | null }> {
  if (!movieId || movieId === NO_MOVIE_KEY) return { key: NO_MOVIE_KEY, movieId: null };
  const { movie } = await movieAccess(db, userId, movieId, "edit");
  return { key: movie.id, movieId: movie.id };
}
