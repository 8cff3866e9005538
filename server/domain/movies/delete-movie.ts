import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { movies } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";

// Its scenes, characters and development notes go with it (foreign keys cascade).
export async function deleteMovie(db: DbOrTx, userId: string, movieId: string): Promise<void> {
  const deleted = await db
    .delete(movies)
    .where(and(eq(movies.id, movieId), eq(movies.userId, userId)))
    .returning({ id: movies.id });
  if (deleted.length === 0) throw AppError.notFound("Movie");
}
