import type { Deps } from "#server/context.ts";
import { deleteComment } from "#server/domain/comments/delete-comment.ts";
import { listMovieComments } from "#server/domain/comments/list-movie-comments.ts";
import { listSharedComments } from "#server/domain/comments/list-shared-comments.ts";
import { postMemberComment } from "#server/domain/comments/post-member-comment.ts";
import { postReaderComment } from "#server/domain/comments/post-reader-comment.ts";
import { replyToComment } from "#server/domain/comments/reply-to-comment.ts";
import { setCommentStatus } from "#server/domain/comments/set-comment-status.ts";
import { resolveShareLink } from "#server/domain/sharing/resolve-share-token.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { addressSubject, enforceLimit } from "#server/http/rate-limit.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import { shareHeaders } from "../share-links/share-links.handlers.ts";
import {
  deleteCommentRoute,
  listMovieCommentsRoute,
  listSharedCommentsRoute,
  postMemberCommentRoute,
  postReaderCommentRoute,
  replyAsWriterRoute,
  setCommentStatusRoute,
} from "./share-comments.routes.ts";

export function shareCommentsRouter(deps: Deps) {
  const router = createRouter();
  const { db } = deps.database;

  router.use("/api/share/*", shareHeaders);
  router.openapi(postReaderCommentRoute, async (c) => {
    const input = c.req.valid("json");
    await enforceLimit(deps, limitRules.shareCommentFromAddress, addressSubject(c, deps));
    const shared = await resolveShareLink(db, c.req.valid("param").token);
    await enforceLimit(deps, limitRules.shareCommentOnLink, shared.link.id);
    return c.json(await postReaderComment(db, shared, input), 201);
  });

  router.openapi(listSharedCommentsRoute, async (c) => {
    const { link } = await resolveShareLink(db, c.req.valid("param").token);
    return c.json(await listSharedComments(db, link), 200);
  });

  router.openapi(listMovieCommentsRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listMovieComments(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(postMemberCommentRoute, async (c) => {
    const user = requireUser(c);
    const input = c.req.valid("json");
    await enforceLimit(deps, limitRules.commentInApp, user.id);
    return c.json(await postMemberComment(db, user, c.req.valid("param").movieId, input), 201);
  });

  router.openapi(replyAsWriterRoute, async (c) => {
    const user = requireUser(c);
    const { movieId, commentId } = c.req.valid("param");
    const { body } = c.req.valid("json");
    await enforceLimit(deps, limitRules.commentInApp, user.id);
    return c.json(await replyToComment(db, user, movieId, commentId, body), 201);
  });

  router.openapi(setCommentStatusRoute, async (c) => {
    const user = requireUser(c);
    const { movieId, commentId } = c.req.valid("param");
    const { status } = c.req.valid("json");
    return c.json(await setCommentStatus(db, user.id, movieId, commentId, status), 200);
  });

  router.openapi(deleteCommentRoute, async (c) => {
    const user = requireUser(c);
    const { movieId, commentId } = c.req.valid("param");
    await deleteComment(db, user.id, movieId, commentId);
    return c.body(null, 204);
  });

  return router;
}
