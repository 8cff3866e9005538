import { and, eq } from "drizzle-orm";
import type { ShareLink, ShareLinkPatch } from "#contracts/share-link.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareLinks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { distinctNames } from "../comments/blocked-names.ts";
import { isUuid } from "../shared/ids.ts";
import { toShareLinkDto } from "./share-link-dto.ts";

// Who may comment through a link, and the names it refuses (the whole list, each name once).
// A revoked link's settings may still be changed (its blocked names still mark its comments).
export async function updateShareLink(
  db: DbOrTx,
  userId: string,
  id: string,
  patch: ShareLinkPatch,
  baseUrl: string,
): Promise<ShareLink> {
  if (!isUuid(id)) throw AppError.notFound("Share link");
  const change: Partial<typeof shareLinks.$inferInsert> = {};
  if (patch.comments !== undefined) change.comments = patch.comments;
  if (patch.blockedNames !== undefined) change.blockedNames = distinctNames(patch.blockedNames);
  const where = and(eq(shareLinks.id, id), eq(shareLinks.userId, userId));
  const [row] =
    Object.keys(change).length > 0
      ? await db.update(shareLinks).set(change).where(where).returning()
      : await db.select().from(shareLinks).where(where);
  if (!row) throw AppError.notFound("Share link");
  return toShareLinkDto(row, baseUrl);
}
