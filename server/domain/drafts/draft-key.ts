import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { movies } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { isUuid } from "../scenes/is-uuid.ts";

// One composer draft per user and movie; "none" holds the draft written before a movie is chosen.
export const NO_MOVIE_KEY = "none";

// The movie, when named, must be the user's: a draft must not point at someone else's movie.
export async function draftKeyFor(
  db: DbOrTx,
  userId: string,
  movieId: string | null | undefined,
): Promise<{ key: string; movieId: string | null }> {
  if (!movieId || movieId === NO_MOVIE_KEY) return { key: NO_MOVIE_KEY, movieId: null };
  const [movie] = isUuid(movieId)
    ? await db
        .select({ id: movies.id })
        .from(movies)
        .where(and(eq(movies.id, movieId), eq(movies.userId, userId)))
    : [];
  if (!movie) throw AppError.notFound("Movie");
  return { key: movie.id, movieId: movie.id };
}
