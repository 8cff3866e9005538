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
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
