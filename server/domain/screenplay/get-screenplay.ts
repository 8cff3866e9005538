import type { Screenplay } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { toScreenplayDto } from "./screenplay-dto.ts";

// Never a 404 for a movie the user may read: a movie without a document has an empty one, version 0.
export async function getScreenplay(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<Screenplay> {
  await movieAccess(db, userId, movieId, "read");
  return toScreenplayDto(movieId, await findScreenplay(db, movieId));
}
