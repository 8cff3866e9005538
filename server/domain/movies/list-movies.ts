import { desc, eq, sql } from "drizzle-orm";
import type { Movie } from "#contracts/movie.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movies } from "#server/db/schema/index.ts";
import { toMovieDto } from "./movie-dto.ts";

// The user's movies, most recently updated first, each with its scene count.
export async function listMovies(db: DbOrTx, userId: string): Promise<Movie[]> {
  // Written out in full: drizzle leaves columns unqualified inside a subquery, which would compare
  // scenes.movie_id with scenes.id.
  const sceneCount = sql<number>`(select count(*)::int from "scenes" where "scenes"."movie_id" = "movies"."id")`;
  const rows = await db
    .select({ movie: movies, sceneCount })
    .from(movies)
    .where(eq(movies.userId, userId))
    .orderBy(desc(movies.updatedAt));
  return rows.map((r) => toMovieDto(r.movie, Number(r.sceneCount)));
}
