import { eq, sql } from "drizzle-orm";
import type { Movie } from "#contracts/movie.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes, user } from "#server/db/schema/index.ts";
import { movieAccess } from "./movie-access.ts";
import { toMovieDto } from "./movie-dto.ts";

// Any role reads the movie. Another user's movie and a missing one answer the same 404: ids
// leak nothing.
export async function getMovie(db: DbOrTx, userId: string, movieId: string): Promise<Movie> {
  const { movie, role, ownerId } = await movieAccess(db, userId, movieId, "read");
  const [count] = await db
    .select({ sceneCount: sql<number>`count(*)::int` })
    .from(scenes)
    .where(eq(scenes.movieId, movie.id));
  let ownerName: string | null = null;
  if (role !== "owner") {
    const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, ownerId));
    ownerName = owner?.name ?? null;
  }
  return toMovieDto(movie, Number(count?.sceneCount ?? 0), { role, ownerName });
}
