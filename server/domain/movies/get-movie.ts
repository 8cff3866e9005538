import { eq, sql } from "drizzle-orm";
import type { Movie } from "#contracts/movie.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes } from "#server/db/schema/index.ts";
import { ownedMovie } from "./owned-movie.ts";
import { toMovieDto } from "./movie-dto.ts";

// Another user's movie and a missing one answer the same 404: ids leak nothing.
export async function getMovie(db: DbOrTx, userId: string, movieId: string): Promise<Movie> {
  const movie = await ownedMovie(db, userId, movieId);
  const [count] = await db
    .select({ sceneCount: sql<number>`count(*)::int` })
    .from(scenes)
    .where(eq(scenes.movieId, movie.id));
  return toMovieDto(movie, Number(count?.sceneCount ?? 0));
}
