import { eq } from "drizzle-orm";
import type { MovieComment } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { toMovieComment } from "./comment-dto.ts";
import { ownedComment } from "./owned-comment.ts";

// Resolve a comment (or open it again).
export async function setCommentStatus(
  db: DbOrTx,
  userId: string,
  movieId: string,
  commentId: string,
  status: "open" | "resolved",
): Promise<MovieComment> {
  const { comment, link } = await ownedComment(db, userId, movieId, commentId);
  if (comment.status === status) return toMovieComment(comment, link);
  const [row] = await db
    .update(shareComments)
    .set({ status, resolvedAt: status === "resolved" ? new Date() : null })
    .where(eq(shareComments.id, comment.id))
    .returning();
  return toMovieComment(row ?? comment, link);
}
