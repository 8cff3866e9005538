import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { readerPostSchema, SharedComment } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { OwnedMovie } from "../movies/owned-movie.ts";
import { documentOf } from "../screenplay/document-of.ts";
import type { ShareLinkRow } from "../sharing/resolve-share-token.ts";
import { isBlockedName } from "./blocked-names.ts";
import { toSharedComment } from "./comment-dto.ts";
import { placeNewAnchor } from "./place-new-anchor.ts";
import { countOf } from "#contracts/plural.ts";

export type ReaderPost = z.output<typeof readerPostSchema>;

// A reader's comment or reaction through a live link (the caller resolved the token and counted
// the request against the rate limits). The anchor is stored as placed in the movie's Fountain
// text. A filled honeypot is answered like a success and nothing is kept.
export async function postReaderComment(
  db: DbOrTx,
  { link, movie }: { link: ShareLinkRow; movie: OwnedMovie },
  input: ReaderPost,
): Promise<SharedComment> {
  if (link.comments === "off") {
    throw new AppError("comments_off", "The writer has turned comments off for this link.");
  }
  if (isBlockedName(link.blockedNames, input.name)) {
    throw new AppError("name_blocked", "The writer does not take comments from this name.");
  }
  if (input.sceneIndex !== undefined) await checkSceneIndex(db, movie, input.sceneIndex);
  const base = {
    userId: movie.userId,
    movieId: movie.id,
    shareLinkId: link.id,
    authorName: input.name,
  };
  let values: typeof shareComments.$inferInsert;
  if ("reaction" in input) {
    values = { ...base, kind: "reaction", reaction: input.reaction, sceneIndex: input.sceneIndex };
  } else {
    const parentId = input.parentId ? await threadOf(db, link, input.parentId) : null;
    if (!parentId && !input.anchor && input.sceneIndex === undefined) {
      throw new AppError(
        "validation_failed",
        "Select some words of the script, or a scene, to comment on.",
      );
    }
    values = {
      ...base,
      kind: "comment",
      body: input.body,
      parentId,
      sceneIndex: input.sceneIndex ?? null,
      ...(input.anchor && !parentId ? await placeNewAnchor(db, movie.id, input.anchor) : {}),
    };
  }
  if (input.honeypot.trim() !== "") return unkept(values);
  const [row] = await db.insert(shareComments).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return toSharedComment(row);
}

// The thread a reply goes in (its first comment): readers reply only where they see the thread.
async function threadOf(db: DbOrTx, link: ShareLinkRow, parentId: string): Promise<string> {
  if (link.comments !== "everyone") {
    throw new AppError("forbidden", "Only the writer sees the comments on this link.");
  }
  const [parent] = await db
    .select({ id: shareComments.id, parentId: shareComments.parentId, kind: shareComments.kind })
    .from(shareComments)
    .where(and(eq(shareComments.id, parentId), eq(shareComments.shareLinkId, link.id)));
  if (!parent || parent.kind !== "comment") throw AppError.notFound("Comment");
  return parent.parentId ?? parent.id;
}

async function checkSceneIndex(db: DbOrTx, movie: OwnedMovie, sceneIndex: number): Promise<void> {
  const document = await documentOf(db, movie);
  const scenes = document.doc().elements.filter((e) => e.type === "scene_heading").length;
  if (sceneIndex >= scenes) {
    throw new AppError(
      "validation_failed",
      `sceneIndex must be less than ${scenes}: the screenplay has ${countOf(scenes, "scene", "scenes")}`,
    );
  }
}

// The answer to a bot that filled the honeypot: shaped like a kept comment.
function unkept(values: typeof shareComments.$inferInsert): SharedComment {
  return toSharedComment({
    id: crypto.randomUUID(),
    userId: values.userId,
    movieId: values.movieId,
    shareLinkId: values.shareLinkId ?? null,
    authorId: null,
    parentId: values.parentId ?? null,
    kind: values.kind,
    authorName: values.authorName,
    fromWriter: false,
    body: values.body ?? null,
    reaction: values.reaction ?? null,
    sceneIndex: values.sceneIndex ?? null,
    quote: values.quote ?? null,
    prefix: values.prefix ?? null,
    suffix: values.suffix ?? null,
    line: values.line ?? null,
    placedIn: values.placedIn ?? null,
    status: "open",
    createdAt: new Date(),
    resolvedAt: null,
    digestedAt: null,
  });
}
