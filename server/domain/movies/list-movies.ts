import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Movie } from "#contracts/movie.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movieCollaborators, movies, user } from "#server/db/schema/index.ts";
import { toMovieDto } from "./movie-dto.ts";

// The user's movies and the movies shared with them, most recently updated first, each with its
// scene count, the caller's role and, when shared, the owner's name.
export async function listMovies(db: DbOrTx, userId: string): Promise<Movie[]> {
  // Written out in full: drizzle leaves columns unqualified inside a subquery, which would compare
  // scenes.movie_id with scenes.id.
  const sceneCount = sql<number>`(select count(*)::int from "scenes" where "scenes"."movie_id" = "movies"."id")`;
  const rows = await db
    .select({
      movie: movies,
      sceneCount,
      memberRole: movieCollaborators.role,
      ownerName: user.name,
    })
    .from(movies)
    .leftJoin(
      movieCollaborators,
      and(
        eq(movieCollaborators.movieId, movies.id),
        eq(movieCollaborators.memberId, userId),
        isNotNull(movieCollaborators.memberId),
      ),
    )
    .leftJoin(user, and(eq(user.id, movies.userId), isNotNull(movieCollaborators.id)))
    .where(or(eq(movies.userId, userId), isNotNull(movieCollaborators.id)))
    .orderBy(desc(movies.updatedAt));
  return rows.map((r) =>
    toMovieDto(
      r.movie,
      Number(r.sceneCount),
      r.movie.userId === userId || !r.memberRole
        ? undefined
        : { role: r.memberRole, ownerName: r.ownerName },
    ),
  );
}
