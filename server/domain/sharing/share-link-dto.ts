import type { ShareLink } from "#contracts/share-link.ts";
import type { shareLinks } from "#server/db/schema/index.ts";

type Row = typeof shareLinks.$inferSelect;

export function shareLinkState(row: Row, now = new Date()): ShareLink["state"] {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

export function toShareLinkDto(row: Row, baseUrl: string): ShareLink {
  return {
    id: row.id,
    movieId: row.movieId,
    token: row.token,
    url: `${baseUrl}/s/${row.token}`,
    pdfUrl: `${baseUrl}/s/${row.token}.pdf`,
    state: shareLinkState(row),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    comments: row.comments,
    blockedNames: row.blockedNames,
  };
}
