import type { AccessNeed } from "#contracts/collaboration.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess, type MovieAccess } from "./movie-access.ts";

// The access rule for a row found by its own id (a scene, a character, a card): the movie it
// belongs to decides. A person with no access to that movie learns nothing, so the 404 names
// the row they asked for, not its movie.
export async function accessThrough(
  db: DbOrTx,
  userId: string,
  movieId: string,
  need: AccessNeed,
  what: string,
  options: { lock?: boolean } = {},
): Promise<MovieAccess> {
  try {
    return await movieAccess(db, userId, movieId, need, options);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw AppError.notFound(what);
    throw error;
  }
}
