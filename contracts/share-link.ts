import { line } from "./input-rules.ts";
import {
  BLOCKED_NAMES_MAX,
  COMMENT_NAME_MAX,
  commentModeSchema,
  commentModes,
} from "./share-comments.ts";
import { z } from "./zod.ts";

// Read-only links to a movie's screenplay (/s/{token}).

export const shareLinkCreateSchema = z.object({
  id: z.uuid("id must be a UUID").optional(),
  expiresAt: z.iso
    .datetime({
      offset: true,
      error: "expiresAt must be an ISO date and time, e.g. 2030-01-31T12:00:00Z",
    })
    .nullable()
    .optional(),
  // Who may comment and who sees the comments; "writer-only" when left out.
  comments: commentModeSchema.optional(),
});
export type ShareLinkCreate = z.infer<typeof shareLinkCreateSchema>;

export const shareLinkStates = ["active", "revoked", "expired"] as const;

export const shareLinkSchema = z.object({
  id: z.string(),
  movieId: z.string(),
  token: z.string(),
  url: z.string(),
  pdfUrl: z.string(),
  state: z.enum(shareLinkStates),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  comments: z.enum(commentModes),
  // Reader names the writer blocked on this link: their new comments are refused.
  blockedNames: z.array(z.string()),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

// PATCH /api/share-links/{id}: change who may comment, or the blocked names (the whole list).
export const shareLinkPatchSchema = z.object({
  comments: commentModeSchema.optional(),
  blockedNames: z
    .array(line().trim().min(1).max(COMMENT_NAME_MAX))
    .max(BLOCKED_NAMES_MAX, `At most ${BLOCKED_NAMES_MAX} blocked names per link`)
    .optional(),
});
export type ShareLinkPatch = z.input<typeof shareLinkPatchSchema>;
