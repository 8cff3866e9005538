import type { MovieComment } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { toMovieComment } from "./comment-dto.ts";
import { ownedComment } from "./owned-comment.ts";

// The writer answers a thread under their own name; the reply goes on the thread's link, so the
// readers of that link see it when they see the thread.
export async function replyAsWriter(
  db: DbOrTx,
  writer: { id: string; name: string },
  movieId: string,
  commentId: string,
  body: string,
): Promise<MovieComment> {
  const { comment, link } = await ownedComment(db, writer.id, movieId, commentId);
  if (comment.kind !== "comment") {
    throw new AppError("bad_request", "A reaction cannot be answered: reply to a comment.");
  }
  const [row] = await db
    .insert(shareComments)
    .values({
      userId: writer.id,
      movieId,
      shareLinkId: comment.shareLinkId,
      parentId: comment.parentId ?? comment.id,
      kind: "comment",
      authorName: writer.name.trim() || "The writer",
      fromWriter: true,
      body,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toMovieComment(row, link);
}
