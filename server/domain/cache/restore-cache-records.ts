import { asc, eq } from "drizzle-orm";
import type { RestoredCacheRecord } from "#contracts/cache-sync.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { cacheEntries } from "#server/db/schema/index.ts";
import { toCacheRecordDto } from "./cache-record-dto.ts";

// GET /api/cache/restore: the caller's own records, oldest first (a later record of the same key
// on the device replaces an earlier one as they are stored in order).
export async function restoreCacheRecords(
  db: DbOrTx,
  userId: string,
): Promise<RestoredCacheRecord[]> {
  const rows = await db
    .select()
    .from(cacheEntries)
    .where(eq(cacheEntries.userId, userId))
    .orderBy(asc(cacheEntries.updatedAt), asc(cacheEntries.cacheType), asc(cacheEntries.cacheKey));
  return rows.map(toCacheRecordDto);
}
