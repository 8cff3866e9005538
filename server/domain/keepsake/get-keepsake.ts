import { and, eq } from "drizzle-orm";
import type { Readable } from "node:stream";
import type { DbOrTx } from "#server/db/client.ts";
import { keepsakeBooks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { isUuid } from "../shared/ids.ts";

// A book of a movie the person may read (the family's keepsake: every role of the movie sees
// its books, whoever asked for them), or the same 404 for a stranger, a missing one or no UUID.
// The rows are the owner's, as everything under the movie is.
export async function getKeepsake(db: DbOrTx, userId: string, movieId: string, keepsakeId: string) {
  const { movie, ownerId } = await movieAccess(db, userId, movieId, "read");
  if (!isUuid(keepsakeId)) throw AppError.notFound("Keepsake book");
  const [row] = await db
    .select()
    .from(keepsakeBooks)
    .where(
      and(
        eq(keepsakeBooks.id, keepsakeId),
        eq(keepsakeBooks.movieId, movie.id),
        eq(keepsakeBooks.userId, ownerId),
      ),
    );
  if (!row) throw AppError.notFound("Keepsake book");
  return { movie, row };
}

// The PDF of a finished book of a movie the person may read.
export async function openKeepsakeDownload(
  deps: { db: DbOrTx; storage: MediaStorage },
  userId: string,
  movieId: string,
  keepsakeId: string,
): Promise<{ stream: Readable; size: number; title: string; trim: string }> {
  const { movie, row } = await getKeepsake(deps.db, userId, movieId, keepsakeId);
  if (row.status !== "ready" || !row.objectKey) {
    throw new AppError("conflict", "This book is not ready yet: its status says when it is.");
  }
  const stat = await deps.storage.stat(row.objectKey);
  if (!stat) throw AppError.notFound("Keepsake book");
  return {
    stream: await deps.storage.readStream(row.objectKey),
    size: stat.size,
    title: movie.title,
    trim: row.trim,
  };
}
