import type { DbOrTx } from "#server/db/client.ts";
import { movieAccess } from "../movies/movie-access.ts";

// The interview asks the movie's owner about their own life and proposes scenes from the
// answers, so only the owner has one for a movie. A person the movie is shared with is told why;
// a stranger gets the same 404 as a missing movie.
export async function interviewMovie(db: DbOrTx, userId: string, movieId: string) {
  return movieAccess(db, userId, movieId, "own", {
    ownerOnly:
      "Only the movie's owner can be interviewed for it: the questions are about their own life. You can still write and read its scenes as your role allows.",
  });
}
