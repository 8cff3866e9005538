import { and, eq, lte } from "drizzle-orm";
import type { CacheType } from "#contracts/cache-sync.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { cacheEntries } from "#server/db/schema/index.ts";

// DELETE /api/cache/records/{cacheType}/{cacheKey}: the client removes a record once the write it
// kept reached the server. With a version, a newer record stored meanwhile (by another sync)
// stays. Removing what is not there succeeds: the client may retry after a lost answer.
export async function removeCacheRecord(
  db: DbOrTx,
  userId: string,
  cacheType: CacheType,
  cacheKey: string,
  upToVersion: number | undefined,
): Promise<void> {
  await db
    .delete(cacheEntries)
    .where(
      and(
        eq(cacheEntries.userId, userId),
        eq(cacheEntries.cacheType, cacheType),
        eq(cacheEntries.cacheKey, cacheKey),
        upToVersion === undefined ? undefined : lte(cacheEntries.version, upToVersion),
      ),
    );
}
