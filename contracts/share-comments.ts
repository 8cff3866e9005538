import { ANCHOR_CONTEXT_CHARS } from "#screenplay/anchoring/anchor.ts";
import { line, text } from "./input-rules.ts";
import { z } from "./zod.ts";

// The readers' circle: comments and reactions left on a shared screenplay (/s/{token}) by readers
// without an account, and the writer's view of them. Shared by the API, the shared page and the
// editor's margin.

// Who may comment on a link and who sees the comments. New links default to "writer-only";
// links made before comments existed stay "off".
export const commentModes = ["off", "writer-only", "everyone"] as const;
export type CommentMode = (typeof commentModes)[number];
export const DEFAULT_COMMENT_MODE: CommentMode = "writer-only";
export const commentModeSchema = z.enum(commentModes, {
  error: 'comments must be "off", "writer-only" or "everyone"',
});

// A small fixed set, shown as these emoji with these names.
export const reactions = ["heart", "laugh", "tears", "applause"] as const;
export type Reaction = (typeof reactions)[number];
export const reactionEmoji: Record<Reaction, string> = {
  heart: "❤️",
  laugh: "😂",
  tears: "😢",
  applause: "👏",
};
export const reactionLabel: Record<Reaction, string> = {
  heart: "Love",
  laugh: "Laugh",
  tears: "Tears",
  applause: "Applause",
};

export const COMMENT_NAME_MAX = 60;
export const COMMENT_BODY_MAX = 2000;
export const COMMENT_QUOTE_MAX = 500;
export { ANCHOR_CONTEXT_CHARS };
export const ANCHOR_CONTEXT_MAX = 200;
// Names a writer may block on one link.
export const BLOCKED_NAMES_MAX = 100;

// Where a comment sits: the words it was made on, some text either side, and the 0-based line of
// the current Fountain text it is on now (null: the passage changed and it could not be placed).
export const commentAnchorSchema = z.object({
  quote: text({ error: "anchor.quote is required" })
    .min(1, "Select some words of the script to comment on")
    .max(COMMENT_QUOTE_MAX, `Select at most ${COMMENT_QUOTE_MAX} characters to comment on`),
  prefix: text().max(ANCHOR_CONTEXT_MAX).default(""),
  suffix: text().max(ANCHOR_CONTEXT_MAX).default(""),
  line: z.number().int().min(0).nullable(),
});
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

// A reader's name, with what to say when there is none (beside a comment, or above a scene's
// reactions: the same limit either way).
const readerName = (missing: string) =>
  line({ error: missing })
    .trim()
    .min(1, missing)
    .max(COMMENT_NAME_MAX, `Your name can be at most ${COMMENT_NAME_MAX} characters`);

const nameField = readerName("Your name is required");

// A comment's words, with what to say when there are none (a reader writes a comment, the writer
// a reply: the same limit either way).
const commentBody = (missing: string) =>
  text({ error: missing })
    .trim()
    .min(1, missing)
    .max(COMMENT_BODY_MAX, `A comment can be at most ${COMMENT_BODY_MAX} characters`);

const bodyField = commentBody("Write a comment");

// Hidden from people; a bot that fills it is answered 201 and nothing is kept.
const honeypotField = text().max(1000).optional().default("");

// POST /api/share/{token}/comments: a comment on words (or a reply in a thread), or a reaction on
// a scene. `sceneIndex` is the index into the shared screenplay's `scenes`.
export const readerCommentCreateSchema = z.object({
  name: nameField,
  body: bodyField,
  anchor: commentAnchorSchema.optional(),
  // A comment on a scene as a whole (tapping its heading) instead of on words.
  sceneIndex: z.number().int().min(0).optional(),
  // A reply in an existing thread (readers may reply when they can see the thread).
  parentId: z.uuid("parentId must be a UUID").optional(),
  honeypot: honeypotField,
});
export const readerReactionCreateSchema = z.object({
  name: nameField,
  reaction: z.enum(reactions, { error: "reaction must be heart, laugh, tears or applause" }),
  sceneIndex: z.number().int().min(0),
  honeypot: honeypotField,
});
export const readerPostSchema = z.union([readerReactionCreateSchema, readerCommentCreateSchema]);
export type ReaderCommentCreate = z.input<typeof readerCommentCreateSchema>;
// The reader's comment box: what the person types. Where the comment sits, and the honeypot, are
// the page's to add.
export const readerCommentFormSchema = readerCommentCreateSchema.pick({ name: true, body: true });
export type ReaderReactionCreate = z.input<typeof readerReactionCreateSchema>;
// The name above a scene's reactions: what the person types. The reaction is the button pressed;
// the scene and the honeypot are the page's to add. A reaction pressed without a name is not
// sent, so the words say to write it, then choose again.
export const readerReactionFormSchema = z.object({
  name: readerName("Your name is required — write it above, then choose again."),
});

// One comment or reaction as a reader sees it. Bodies are plain text: clients render them as
// text (links stay words), never as HTML.
export const sharedCommentSchema = z.object({
  id: z.string(),
  kind: z.enum(["comment", "reaction"]),
  name: z.string(),
  // True for the writer's replies (shown with the writer's name).
  fromWriter: z.boolean(),
  body: z.string().nullable(),
  reaction: z.enum(reactions).nullable(),
  sceneIndex: z.number().int().nullable(),
  anchor: commentAnchorSchema.nullable(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
});
export type SharedComment = z.infer<typeof sharedCommentSchema>;

// GET /api/share/{token}/comments and the answer to a reader's POST.
// With "writer-only" readers get no one's comments (`comments` is empty); with "off" they cannot
// comment. Reactions are counted per scene for everyone when the mode is "everyone".
export const sharedCommentsSchema = z.object({
  mode: z.enum(commentModes),
  comments: z.array(sharedCommentSchema),
});
export type SharedComments = z.infer<typeof sharedCommentsSchema>;

// The comments in the app, oldest first; replies carry the `parentId` of their thread's first
// comment. Two kinds of thread: readers' (through a share link; only the owner sees them) and the
// people writing the movie's (made in the app by the owner or someone it is shared with, with no
// link; everyone with access to the movie sees them).
export const movieCommentSchema = sharedCommentSchema.extend({
  // Null for a comment made in the app.
  shareLinkId: z.string().nullable(),
  // The link's state now: comments of a revoked link stay the writer's, marked as such. Null for
  // a comment made in the app.
  linkState: z.enum(["active", "revoked", "expired"]).nullable(),
  status: z.enum(["open", "resolved"]),
  // The name is blocked on its link (always false in the app).
  blocked: z.boolean(),
  // The person asking wrote it: they may delete it (the owner may delete any).
  mine: z.boolean(),
});
export type MovieComment = z.infer<typeof movieCommentSchema>;
export const movieCommentsSchema = z.object({ comments: z.array(movieCommentSchema) });
export type MovieComments = z.infer<typeof movieCommentsSchema>;

// PATCH /api/movies/{movieId}/comments/{commentId}
export const movieCommentPatchSchema = z.object({
  status: z.enum(["open", "resolved"], { error: 'status must be "open" or "resolved"' }),
});
// POST /api/movies/{movieId}/comments/{commentId}/replies: the writer answers a thread.
export const writerReplySchema = z.object({ body: bodyField });
export type WriterReply = z.input<typeof writerReplySchema>;
// The writer's reply box in the editor's comments panel: the same rule, said as a reply.
export const writerReplyFormSchema = z.object({ body: commentBody("Write a reply first.") });

// POST /api/movies/{movieId}/comments: the owner, or someone the movie is shared with as
// commenter or editor, comments on words of the screenplay in the app. The anchor is placed in the
// current Fountain text as a reader's is. Replies go to …/comments/{commentId}/replies.
export const memberCommentCreateSchema = z.object({
  body: bodyField,
  anchor: commentAnchorSchema,
});
export type MemberCommentCreate = z.input<typeof memberCommentCreateSchema>;
// The comment box in the editor: what the person types; the anchor is the selection.
export const memberCommentFormSchema = z.object({ body: commentBody("Write a comment first.") });

// The account's daily mail of new comments (on by default).
export const commentDigestSettingSchema = z.object({ commentDigest: z.boolean() });
export type CommentDigestSetting = z.infer<typeof commentDigestSettingSchema>;
