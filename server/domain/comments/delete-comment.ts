import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { commentAccess } from "./comment-access.ts";
import { isMine } from "./comment-dto.ts";

// Deletes a comment for good; a thread's replies go with its first comment (the foreign key
// cascades). The owner deletes any; everyone else only what they wrote themselves in the app
// (even after their role became viewer: their words are theirs to take back), and not a thread's
// first comment others have answered, which would take their replies with it.
export async function deleteComment(
  db: DbOrTx,
  userId: string,
  movieId: string,
  commentId: string,
): Promise<void> {
  const { comment, viewer } = await commentAccess(db, userId, movieId, commentId, "read");
  if (viewer.role !== "owner" && !isMine(comment, viewer)) {
    throw new AppError("forbidden", "You can delete only your own comments.");
  }
  if (viewer.role !== "owner" && (await othersReplied(db, comment.id, userId))) {
    throw new AppError(
      "forbidden",
      "Others have answered this comment, so it stays with their replies. Resolve it instead.",
    );
  }
  await db.delete(shareComments).where(eq(shareComments.id, comment.id));
}

async function othersReplied(db: DbOrTx, commentId: string, userId: string): Promise<boolean> {
  const [reply] = await db
    .select({ id: shareComments.id })
    .from(shareComments)
    .where(
      and(
        eq(shareComments.parentId, commentId),
        or(isNull(shareComments.authorId), ne(shareComments.authorId, userId)),
      ),
    )
    .limit(1);
  return reply !== undefined;
}
