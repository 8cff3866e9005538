import { and, eq, sql } from "drizzle-orm";
import type { Movie } from "../../../contracts/movie.ts";
import type { DbOrTx } from "../../db/client.ts";
import { movies } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { toMovieDto } from "./movie-dto.ts";

// Another user's movie and a missing one answer the same 404: ids leak nothing.
export async function getMovie(db: DbOrTx, userId: string, movieId: string): Promise<Movie> {
  const [row] = await db
    .select({
      movie: movies,
      sceneCount: sql<number>`(select count(*)::int from "scenes" where "scenes"."movie_id" = "movies"."id")`,
    })
    .from(movies)
    .where(and(eq(movies.id, movieId), eq(movies.userId, userId)));
  if (!row) throw AppError.notFound("Movie");
  return toMovieDto(row.movie, Number(row.sceneCount));
}
