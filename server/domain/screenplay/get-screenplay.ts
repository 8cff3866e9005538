import type { Screenplay } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { ownedMovie } from "../movies/owned-movie.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { toScreenplayDto } from "./screenplay-dto.ts";

// Never a 404 for a movie of the user's: a movie without a document has an empty one, version 0.
export async function getScreenplay(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<Screenplay> {
  await ownedMovie(db, userId, movieId);
  return toScreenplayDto(movieId, await findScreenplay(db, movieId));
}
