import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { movies } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { isUuid } from "../scenes/is-uuid.ts";

export type OwnedMovie = typeof movies.$inferSelect;

// The user's movie, or the same 404 for a missing one, another user's, or an id that is no UUID.
export async function ownedMovie(db: DbOrTx, userId: string, movieId: string): Promise<OwnedMovie> {
  if (!isUuid(movieId)) throw AppError.notFound("Movie");
  const [row] = await db
    .select()
    .from(movies)
    .where(and(eq(movies.id, movieId), eq(movies.userId, userId)));
  if (!row) throw AppError.notFound("Movie");
  return row;
}
