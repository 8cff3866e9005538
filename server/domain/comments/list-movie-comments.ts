import { and, asc, eq, isNull } from "drizzle-orm";
import type { MovieComments } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments, shareLinks } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toMovieComment } from "./comment-dto.ts";
import { currentFountain } from "./current-fountain.ts";
import { placeAnchorsAgain } from "./place-anchors-again.ts";

// The comments in the app, oldest first, each placed in the current Fountain text. The owner
// sees every comment and reaction of every link of the movie (revoked links' too) and the threads
// made in the app; everyone else the movie is shared with sees only the threads made in the app
// (their replies carry no link either), never what readers said through a link.
export async function listMovieComments(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<MovieComments> {
  const { role, ownerId } = await movieAccess(db, userId, movieId, "read");
  const rows = await db
    .select({ comment: shareComments, link: shareLinks })
    .from(shareComments)
    .leftJoin(shareLinks, eq(shareLinks.id, shareComments.shareLinkId))
    .where(
      and(
        eq(shareComments.movieId, movieId),
        eq(shareComments.userId, ownerId),
        role === "owner" ? undefined : isNull(shareComments.shareLinkId),
      ),
    )
    .orderBy(asc(shareComments.createdAt), asc(shareComments.id));
  const placed = await placeAnchorsAgain(
    db,
    rows.map((r) => r.comment),
    await currentFountain(db, movieId),
    ownerId,
  );
  const viewer = { userId, role };
  return {
    comments: placed.map((comment, i) =>
      toMovieComment(comment, (rows[i] as (typeof rows)[0]).link, viewer),
    ),
  };
}
