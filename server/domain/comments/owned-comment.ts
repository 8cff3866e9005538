import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments, shareLinks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { ownedMovie } from "../movies/owned-movie.ts";
import type { ShareLinkRow } from "../sharing/resolve-share-token.ts";
import type { CommentRow } from "./comment-dto.ts";

// A comment on one of the user's movies, with its link; the same 404 for another account's
// movie or comment as for a missing one.
export async function ownedComment(
  db: DbOrTx,
  userId: string,
  movieId: string,
  commentId: string,
): Promise<{ comment: CommentRow; link: ShareLinkRow }> {
  await ownedMovie(db, userId, movieId);
  const [row] = await db
    .select({ comment: shareComments, link: shareLinks })
    .from(shareComments)
    .innerJoin(shareLinks, eq(shareLinks.id, shareComments.shareLinkId))
    .where(
      and(
        eq(shareComments.id, commentId),
        eq(shareComments.movieId, movieId),
        eq(shareComments.userId, userId),
      ),
    );
  if (!row) throw AppError.notFound("Comment");
  return row;
}
