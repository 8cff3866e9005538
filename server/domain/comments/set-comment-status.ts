import { eq } from "drizzle-orm";
import type { MovieComment } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { commentAccess } from "./comment-access.ts";
import { toMovieComment } from "./comment-dto.ts";

// Resolve a comment (or open it again): the owner any, a commenter or editor those made in the app.
export async function setCommentStatus(
  db: DbOrTx,
  userId: string,
  movieId: string,
  commentId: string,
  status: "open" | "resolved",
): Promise<MovieComment> {
  const { comment, link, viewer } = await commentAccess(db, userId, movieId, commentId, "comment");
  if (comment.status === status) return toMovieComment(comment, link, viewer);
  const [row] = await db
    .update(shareComments)
    .set({ status, resolvedAt: status === "resolved" ? new Date() : null })
    .where(eq(shareComments.id, comment.id))
    .returning();
  return toMovieComment(row ?? comment, link, viewer);
}
