import { createRoute, z } from "@hono/zod-openapi";
import {
  memberCommentCreateSchema,
  movieCommentPatchSchema,
  movieCommentSchema,
  movieCommentsSchema,
  readerCommentCreateSchema,
  readerReactionCreateSchema,
  sharedCommentSchema,
  sharedCommentsSchema,
  writerReplySchema,
} from "#contracts/share-comments.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

// The readers' circle: readers of a share link comment and react without an account; the writer
// lists, answers, resolves and deletes. The people a movie is shared with comment in the app, on
// threads of their own. Rules in contracts/share-comments.ts and server/domain/comments/README.md.

const tags = ["share-comments"];
const tokenParams = z.object({ token: z.string() });
const movieCommentParams = idParam("movieId", "commentId");
const sharedComment = sharedCommentSchema.openapi("SharedComment");
const movieComment = movieCommentSchema.openapi("MovieComment");
const readerPost = z
  .union([
    readerReactionCreateSchema.openapi("ReaderReactionCreate"),
    readerCommentCreateSchema.openapi("ReaderCommentCreate"),
  ])
  .openapi("ReaderPost");

export const postReaderCommentRoute = createRoute({
  method: "post",
  path: "/api/share/{token}/comments",
  tags,
  summary: "Public: a reader comments on words or a scene, replies in a thread, or reacts",
  description:
    "No account needed. A comment carries the reader's `name`, a plain-text `body` (kept and answered exactly as typed: clients show it as text, never as HTML) and an `anchor` (the selected words with some text either side and the 0-based line of the Fountain text the shared page says the block comes from, see `sourceLines` of the shared screenplay) or a `sceneIndex`; or a `parentId` to reply in a thread (only when the link's comments are `everyone`, and only to a thread of the same link). A reaction carries `reaction` and `sceneIndex`. The anchor is stored as placed in the movie's Fountain text. A filled `honeypot` is answered 201 and nothing is kept. Limited per client address and per link (README, Rate limits).",
  request: { params: tokenParams, body: jsonBody(readerPost) },
  responses: {
    201: jsonResponse(sharedComment, "Kept"),
    400: errorResponse("A field is invalid: the message says which and how"),
    403: errorResponse(
      "`comments_off`: the writer turned comments off on this link; `name_blocked`: the writer blocked this name on this link; `forbidden`: a reply where readers cannot see the threads",
    ),
    404: errorResponse("Unknown, revoked or expired link, or no such thread on this link"),
    429: errorResponse("Too many comments from this address or on this link (see Retry-After)"),
  },
});

export const listSharedCommentsRoute = createRoute({
  method: "get",
  path: "/api/share/{token}/comments",
  tags,
  summary: "Public: the comments and reactions readers of this link may see",
  description:
    "No account needed. With `mode` `everyone`, every comment and reaction left through this link (not through the movie's other links), oldest first, each anchored where it is in the current text; otherwise `comments` is empty.",
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(sharedCommentsSchema.openapi("SharedComments"), "The link's comments"),
    404: errorResponse("Unknown, revoked or expired link"),
  },
});

export const listMovieCommentsRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/comments",
  tags,
  ...authed,
  summary: "The movie's comments: the app's threads, and for the owner every link's, oldest first",
  description:
    "The owner gets every comment and reaction of every link of the movie and the threads made in the app (`shareLinkId` null); anyone else the movie is shared with gets only the threads made in the app, never what readers said through a link. `mine`: the person asking wrote it. Each `anchor.line` is the 0-based line of the current Fountain text the words are on, placed again after edits; null when the passage changed and the words could not be found (the quote is kept). Comments of revoked and expired links stay listed, marked by `linkState`.",
  request: { params: idParam("movieId") },
  responses: {
    200: jsonResponse(movieCommentsSchema.openapi("MovieComments"), "The comments"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const postMemberCommentRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/comments",
  tags,
  ...authed,
  summary: "Comment on words of the screenplay in the app (owner, editor or commenter)",
  description:
    "The `anchor` is the selected words with some text either side and their 0-based line in the current Fountain text; it is stored as placed in that text (words not found there are kept as given, their line kept when the text has it). The comment starts a thread everyone with access to the movie sees (readers of share links never do). The owner's comment is marked `fromWriter`. Limited per person (README, Rate limits).",
  request: {
    params: idParam("movieId"),
    body: jsonBody(memberCommentCreateSchema.openapi("MemberCommentCreate")),
  },
  responses: {
    201: jsonResponse(movieComment, "The comment"),
    400: errorResponse("A field is invalid: the message says which and how"),
    401: errorResponse("No session"),
    403: errorResponse("`read_only`: the movie is shared with this person to read"),
    404: errorResponse("No such movie for this person"),
    429: errorResponse("Too many comments (see Retry-After)"),
  },
});

export const replyAsWriterRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/comments/{commentId}/replies",
  tags,
  ...authed,
  summary: "Answer a comment's thread, under the person's own name",
  description:
    "The owner answers any thread (on a reader's thread the reply goes on its link, so that link's readers see it with the thread); a commenter or editor answers the threads made in the app. Limited per person (README, Rate limits).",
  request: {
    params: movieCommentParams,
    body: jsonBody(writerReplySchema.openapi("WriterReply")),
  },
  responses: {
    201: jsonResponse(movieComment, "The reply"),
    400: errorResponse("Invalid payload, or the comment is a reaction"),
    401: errorResponse("No session"),
    403: errorResponse("`read_only`: the movie is shared with this person to read"),
    404: errorResponse(
      "No such movie or comment for this person (readers' threads are the owner's)",
    ),
    429: errorResponse("Too many comments (see Retry-After)"),
  },
});

export const setCommentStatusRoute = createRoute({
  method: "patch",
  path: "/api/movies/{movieId}/comments/{commentId}",
  tags,
  ...authed,
  summary: "Resolve a comment, or open it again",
  description:
    "The owner resolves any comment; a commenter or editor those of the threads made in the app.",
  request: {
    params: movieCommentParams,
    body: jsonBody(movieCommentPatchSchema.openapi("MovieCommentPatch")),
  },
  responses: {
    200: jsonResponse(movieComment, "The comment"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    403: errorResponse("`read_only`: the movie is shared with this person to read"),
    404: errorResponse(
      "No such movie or comment for this person (readers' threads are the owner's)",
    ),
  },
});

export const deleteCommentRoute = createRoute({
  method: "delete",
  path: "/api/movies/{movieId}/comments/{commentId}",
  tags,
  ...authed,
  summary: "Delete a comment (a thread's replies go with it)",
  description:
    "The owner deletes any comment; anyone else only their own comments made in the app, and not a thread's first comment once others have answered it.",
  request: { params: movieCommentParams },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("No session"),
    403: errorResponse("`forbidden`: someone else's comment, or a thread others have answered"),
    404: errorResponse(
      "No such movie or comment for this person (readers' threads are the owner's)",
    ),
  },
});
