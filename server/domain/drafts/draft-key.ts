import type { DbOrTx } from "#server/db/client.ts";
import { ownedMovie } from "../movies/owned-movie.ts";

// One composer draft per user and movie; "none" holds the draft written before a movie is chosen.
export const NO_MOVIE_KEY = "none";

// The movie, when named, must be the user's: a draft must not point at someone else's movie.
export async function draftKeyFor(
  db: DbOrTx,
  userId: string,
  movieId: string | null | undefined,
): Promise<{ key: string; movieId: string | null }> {
  if (!movieId || movieId === NO_MOVIE_KEY) return { key: NO_MOVIE_KEY, movieId: null };
  const movie = await ownedMovie(db, userId, movieId);
  return { key: movie.id, movieId: movie.id };
}
