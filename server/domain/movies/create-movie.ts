import { eq } from "drizzle-orm";
import type { Movie, MovieCreate } from "../../../contracts/movie.ts";
import type { DbOrTx } from "../../db/client.ts";
import { movies } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { getMovie } from "./get-movie.ts";
import { toMovieDto } from "./movie-dto.ts";

export type CreateResult = { movie: Movie; created: boolean };

// A retry with the same client-generated id returns the movie it already made.
export async function createMovie(
  db: DbOrTx,
  userId: string,
  input: MovieCreate,
): Promise<CreateResult> {
  if (input.id) {
    const [existing] = await db
      .select({ userId: movies.userId })
      .from(movies)
      .where(eq(movies.id, input.id));
    if (existing) {
      if (existing.userId !== userId)
        throw AppError.conflict("A movie with this id already exists");
      return { movie: await getMovie(db, userId, input.id), created: false };
    }
  }
  const [row] = await db
    .insert(movies)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId,
      title: input.title,
      description: input.description ?? null,
      genre: input.genre ?? null,
      coverImage: input.coverImage ?? null,
      coverPageUrl: input.coverPageUrl ?? null,
      status: input.status ?? "draft",
      metadata: input.metadata ?? {},
      lastEditedBy: userId,
    })
    .returning();
  if (!row) throw new Error("movie insert returned no row");
  return { movie: toMovieDto(row, 0), created: true };
}
