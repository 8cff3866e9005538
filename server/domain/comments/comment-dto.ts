import type { CommentAnchor, MovieComment, SharedComment } from "#contracts/share-comments.ts";
import type { shareComments } from "#server/db/schema/index.ts";
import { shareLinkState } from "../sharing/share-link-dto.ts";
import type { ShareLinkRow } from "../sharing/resolve-share-token.ts";
import { isBlockedName } from "./blocked-names.ts";

export type CommentRow = typeof shareComments.$inferSelect;

export function anchorOf(row: CommentRow): CommentAnchor | null {
  if (row.quote === null) return null;
  return { quote: row.quote, prefix: row.prefix ?? "", suffix: row.suffix ?? "", line: row.line };
}

// What a reader sees. Bodies go out exactly as typed: clients show them as text.
export function toSharedComment(row: CommentRow): SharedComment {
  return {
    id: row.id,
    kind: row.kind,
    name: row.authorName,
    fromWriter: row.fromWriter,
    body: row.body,
    reaction: row.reaction,
    sceneIndex: row.sceneIndex,
    anchor: anchorOf(row),
    parentId: row.parentId,
    createdAt: row.createdAt.toISOString(),
  };
}

// What the writer sees: the same, with its link's state, its status and whether the name is
// blocked on that link.
export function toMovieComment(row: CommentRow, link: ShareLinkRow): MovieComment {
  return {
    ...toSharedComment(row),
    shareLinkId: link.id,
    linkState: shareLinkState(link),
    status: row.status,
    blocked: !row.fromWriter && isBlockedName(link.blockedNames, row.authorName),
    // Only the owner lists link comments; of those, the writer wrote the replies.
    mine: row.fromWriter,
  };
}
