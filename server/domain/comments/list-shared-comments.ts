import { asc, eq } from "drizzle-orm";
import type { SharedComments } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import type { ShareLinkRow } from "../sharing/resolve-share-token.ts";
import { isBlockedName } from "./blocked-names.ts";
import { toSharedComment } from "./comment-dto.ts";
import { currentFountain } from "./current-fountain.ts";
import { placeAnchorsAgain } from "./place-anchors-again.ts";

// What readers of a live link see: with "everyone", every comment and reaction of that link
// (never another link's), oldest first, each where it is in the current text; otherwise none.
// What a name the writer blocked on the link wrote is hidden from readers with its thread's
// replies (the writer still sees it, marked).
export async function listSharedComments(db: DbOrTx, link: ShareLinkRow): Promise<SharedComments> {
  if (link.comments !== "everyone") return { mode: link.comments, comments: [] };
  const rows = await db
    .select()
    .from(shareComments)
    .where(eq(shareComments.shareLinkId, link.id))
    .orderBy(asc(shareComments.createdAt), asc(shareComments.id));
  const hidden = new Set(
    rows
      .filter((row) => !row.fromWriter && isBlockedName(link.blockedNames, row.authorName))
      .map((row) => row.id),
  );
  const shown = rows.filter(
    (row) => !hidden.has(row.id) && !(row.parentId && hidden.has(row.parentId)),
  );
  const text = await currentFountain(db, link.movieId);
  const placed = await placeAnchorsAgain(db, shown, text, link.userId);
  return { mode: link.comments, comments: placed.map(toSharedComment) };
}
