import type { DbOrTx } from "#server/db/client.ts";
import { movieAccess } from "../movies/movie-access.ts";

// An import goes into one of the person's own movies only: its photos and files land in the
// importer's account and count against their plan, so an import into someone else's movie would
// leave the owner with scenes whose pictures belong to another account. A person the movie is
// shared with is told why; a stranger gets the same 404 as a missing movie.
export async function importTargetMovie(db: DbOrTx, userId: string, movieId: string) {
  return movieAccess(db, userId, movieId, "own", {
    ownerOnly:
      "Only the movie's owner can import into it: the photos and files go into their account. Ask them to import, or import into a movie of your own.",
  });
}
