import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { movies } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { isUuid } from "./is-uuid.ts";

// Locks the movie row for the rest of the transaction: scene numbering (max + 1, reorder,
// renumber after delete) is then serialised per movie, so two creates never share a number.
export async function lockOwnedMovie(tx: DbOrTx, userId: string, movieId: string): Promise<void> {
  if (!isUuid(movieId)) throw AppError.notFound("Movie");
  const [row] = await tx
    .select({ id: movies.id })
    .from(movies)
    .where(and(eq(movies.id, movieId), eq(movies.userId, userId)))
    .for("update");
  if (!row) throw AppError.notFound("Movie");
}

// A scene change is a change to its movie: the library lists most recently updated first.
export async function touchMovie(tx: DbOrTx, movieId: string): Promise<void> {
  await tx
    .update(movies)
    .set({ updatedAt: sql`now()` })
    .where(eq(movies.id, movieId));
}
