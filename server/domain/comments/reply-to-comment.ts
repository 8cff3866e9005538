import type { MovieComment } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { authorNameOf } from "./author-name.ts";
import { commentAccess } from "./comment-access.ts";
import { toMovieComment } from "./comment-dto.ts";

// An answer in a comment's thread, under the person's own name. The owner answers any thread; on
// a reader's, the reply goes on the thread's link, so the readers of that link see it when they
// see the thread. A commenter or editor answers the threads made in the app (no link).
export async function replyToComment(
  db: DbOrTx,
  person: { id: string; name: string },
  movieId: string,
  commentId: string,
  body: string,
): Promise<MovieComment> {
  const { comment, link, viewer, ownerId } = await commentAccess(
    db,
    person.id,
    movieId,
    commentId,
    "comment",
  );
  if (comment.kind !== "comment") {
    throw new AppError("bad_request", "A reaction cannot be answered: reply to a comment.");
  }
  const [row] = await db
    .insert(shareComments)
    .values({
      userId: ownerId,
      movieId,
      shareLinkId: comment.shareLinkId,
      authorId: person.id,
      parentId: comment.parentId ?? comment.id,
      kind: "comment",
      authorName: authorNameOf(person.name, viewer.role),
      fromWriter: viewer.role === "owner",
      body,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toMovieComment(row, link, viewer);
}
