import { and, eq, inArray } from "drizzle-orm";
import type { KeepsakeRequest } from "#contracts/keepsake.ts";
import type { Db } from "#server/db/client.ts";
import { keepsakeBooks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { enqueueJob } from "#server/jobs/enqueue-job.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { KEEPSAKE_JOB } from "./keepsake-keys.ts";

// Books of one movie being made at once: a few (a 6x9 and a Letter side by side, one more
// dedication tried), never a queue that holds the worker for everyone else.
export const MAX_KEEPSAKES_UNDER_WAY = 2;

// Asks for a book of a movie the person may read, whatever their role: the book is the family's
// keepsake. The row is the owner's (the job reads the owner's photos, and the thread pool's
// bound is the owner's), so it goes with the owner's account like the rest of the movie.
export async function startKeepsake(
  db: Db,
  userId: string,
  movieId: string,
  request: KeepsakeRequest,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { ownerId } = await movieAccess(tx, userId, movieId, "read", { lock: true });
    const underWay = await tx
      .select({ id: keepsakeBooks.id })
      .from(keepsakeBooks)
      .where(
        and(
          eq(keepsakeBooks.movieId, movieId),
          inArray(keepsakeBooks.status, ["queued", "working"]),
        ),
      );
    if (underWay.length >= MAX_KEEPSAKES_UNDER_WAY) {
      throw AppError.rateLimited(
        "Books of this movie are still being made. Wait for them to finish, then ask again.",
        30,
      );
    }
    const dedication = request.dedication?.trim();
    const [row] = await tx
      .insert(keepsakeBooks)
      .values({ userId: ownerId, movieId, trim: request.trim, dedication: dedication || null })
      .returning({ id: keepsakeBooks.id });
    if (!row) throw new Error("keepsake insert returned no row");
    await enqueueJob(tx, { kind: KEEPSAKE_JOB, payload: { keepsakeId: row.id }, maxAttempts: 2 });
    return { id: row.id };
  });
}
