import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { movies } from "#server/db/schema/index.ts";

// A scene change is a change to its movie: the library lists most recently updated first.
export async function touchMovie(tx: DbOrTx, movieId: string): Promise<void> {
  await tx
    .update(movies)
    .set({ updatedAt: sql`now()` })
    .where(eq(movies.id, movieId));
}
