import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { ownedComment } from "./owned-comment.ts";

// Deletes a comment for good; a thread's replies go with its first comment (the foreign key
// cascades).
export async function deleteComment(
  db: DbOrTx,
  userId: string,
  movieId: string,
  commentId: string,
): Promise<void> {
  const { comment } = await ownedComment(db, userId, movieId, commentId);
  await db.delete(shareComments).where(eq(shareComments.id, comment.id));
}
