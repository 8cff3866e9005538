import { and, eq } from "drizzle-orm";
import type { AccessNeed } from "#contracts/collaboration.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments, shareLinks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import type { ShareLinkRow } from "../sharing/resolve-share-token.ts";
import type { CommentRow, CommentViewer } from "./comment-dto.ts";

export type CommentAccess = {
  comment: CommentRow;
  // The link a reader commented through; null for a comment made in the app.
  link: ShareLinkRow | null;
  viewer: CommentViewer;
  ownerId: string;
};

// A comment of a movie the person may `need` on (movieAccess: 404 for a stranger, 403 for a role
// too small). The owner reaches every comment; everyone else only the threads made in the app:
// readers' link comments are the owner's alone, and answer the same 404 as a missing comment.
export async function commentAccess(
  db: DbOrTx,
  userId: string,
  movieId: string,
  commentId: string,
  need: AccessNeed,
): Promise<CommentAccess> {
  const { role, ownerId } = await movieAccess(db, userId, movieId, need);
  const [row] = await db
    .select({ comment: shareComments, link: shareLinks })
    .from(shareComments)
    .leftJoin(shareLinks, eq(shareLinks.id, shareComments.shareLinkId))
    .where(
      and(
        eq(shareComments.id, commentId),
        eq(shareComments.movieId, movieId),
        eq(shareComments.userId, ownerId),
      ),
    );
  if (!row || (role !== "owner" && row.comment.shareLinkId !== null)) {
    throw AppError.notFound("Comment");
  }
  return { comment: row.comment, link: row.link, viewer: { userId, role }, ownerId };
}
