import type { MemberCommentCreate, MovieComment } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";

// A comment made in the app by the owner or someone the movie is shared with (commenter or
// editor): a new thread with no share link, anchored in the current Fountain text.
export async function postMemberComment(
  _db: DbOrTx,
  _person: { id: string; name: string },
  _movieId: string,
  _input: MemberCommentCreate,
): Promise<MovieComment> {
  throw new Error("not built");
}
