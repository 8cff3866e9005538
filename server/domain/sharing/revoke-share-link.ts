import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { shareLinks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isUuid } from "../shared/ids.ts";

// Takes effect at once: the token is checked on every request, nothing caches it. Revoking a
// revoked link keeps its first revocation time.
export async function revokeShareLink(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw AppError.notFound("Share link");
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning({ id: shareLinks.id });
  if (rows.length === 0) throw AppError.notFound("Share link");
}
