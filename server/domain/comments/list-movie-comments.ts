import { and, asc, eq } from "drizzle-orm";
import type { MovieComments } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments, shareLinks } from "#server/db/schema/index.ts";
import { ownedMovie } from "../movies/owned-movie.ts";
import { toMovieComment } from "./comment-dto.ts";
import { currentFountain } from "./current-fountain.ts";
import { placeAnchorsAgain } from "./place-anchors-again.ts";

// The writer's view: every comment and reaction of every link of the movie (revoked links'
// too), oldest first, each placed in the current Fountain text.
export async function listMovieComments(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<MovieComments> {
  await ownedMovie(db, userId, movieId);
  const rows = await db
    .select({ comment: shareComments, link: shareLinks })
    .from(shareComments)
    .innerJoin(shareLinks, eq(shareLinks.id, shareComments.shareLinkId))
    .where(and(eq(shareComments.movieId, movieId), eq(shareComments.userId, userId)))
    .orderBy(asc(shareComments.createdAt), asc(shareComments.id));
  const placed = await placeAnchorsAgain(
    db,
    rows.map((r) => r.comment),
    await currentFountain(db, movieId),
    userId,
  );
  return {
    comments: placed.map((comment, i) =>
      toMovieComment(comment, (rows[i] as (typeof rows)[0]).link),
    ),
  };
}
