import type { z } from "zod";
import type { memberCommentCreateSchema, MovieComment } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { authorNameOf } from "./author-name.ts";
import { toMovieComment } from "./comment-dto.ts";
import { placeNewAnchor } from "./place-new-anchor.ts";

export type MemberCommentPost = z.output<typeof memberCommentCreateSchema>;

// A comment made in the app by the owner or someone the movie is shared with (commenter or
// editor): a new thread with no share link, anchored in the current Fountain text. The row is the
// owner's (it goes with their account); `author_id` says who wrote it.
export async function postMemberComment(
  db: DbOrTx,
  person: { id: string; name: string },
  movieId: string,
  input: MemberCommentPost,
): Promise<MovieComment> {
  const { role, ownerId } = await movieAccess(db, person.id, movieId, "comment");
  const [row] = await db
    .insert(shareComments)
    .values({
      userId: ownerId,
      movieId,
      shareLinkId: null,
      authorId: person.id,
      kind: "comment",
      authorName: authorNameOf(person.name, role),
      fromWriter: role === "owner",
      body: input.body,
      ...(await placeNewAnchor(db, movieId, input.anchor)),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toMovieComment(row, null, { userId: person.id, role });
}
