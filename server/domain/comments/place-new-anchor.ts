import type { CommentAnchor } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { textFingerprint } from "#screenplay/anchoring/index.ts";
import { currentFountain } from "./current-fountain.ts";
import { placeCommentAnchor } from "./place-comment-anchor.ts";

// A new comment's anchor as it reads in the movie's current Fountain text, or as its writer gave
// it when its words are not there (the line they gave still says where it was made, when the text
// has it): the comment is kept either way. `placedIn` says which text the line belongs to.
export async function placeNewAnchor(db: DbOrTx, movieId: string, anchor: CommentAnchor) {
  const text = await currentFountain(db, movieId);
  const lines = text.split("\n").length;
  const where = placeCommentAnchor(text, anchor) ?? {
    ...anchor,
    line: anchor.line !== null && anchor.line < lines ? anchor.line : null,
  };
  return {
    quote: where.quote,
    prefix: where.prefix,
    suffix: where.suffix,
    line: where.line,
    placedIn: textFingerprint(text),
  };
}
