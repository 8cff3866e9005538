import type { MovieRole } from "#contracts/collaboration-roles.ts";
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

// Who is asking for a movie's comments: `mine` and what they may do follow from it.
export type CommentViewer = { userId: string; role: MovieRole };

// The person asking wrote it: their own comment in the app, or (for the owner) the writer's
// replies and comments, made before comments in the app carried their author.
export function isMine(row: CommentRow, viewer: CommentViewer): boolean {
  return row.authorId === viewer.userId || (viewer.role === "owner" && row.fromWriter);
}

// What the people writing the movie see: the same, with its link's state, its status and whether
// the name is blocked on that link (no link for a comment made in the app).
export function toMovieComment(
  row: CommentRow,
  link: ShareLinkRow | null,
  viewer: CommentViewer,
): MovieComment {
  return {
    ...toSharedComment(row),
    shareLinkId: link?.id ?? null,
    linkState: link ? shareLinkState(link) : null,
    status: row.status,
    blocked: link !== null && !row.fromWriter && isBlockedName(link.blockedNames, row.authorName),
    mine: isMine(row, viewer),
  };
}
