import type { CacheType, RestoredCacheRecord } from "#contracts/cache-sync.ts";
import type { cacheEntries } from "#server/db/schema/index.ts";

// cacheType was checked against the contract's list when the record was stored.
export function toCacheRecordDto(row: typeof cacheEntries.$inferSelect): RestoredCacheRecord {
  return {
    cacheType: row.cacheType as CacheType,
    cacheKey: row.cacheKey,
    data: row.data,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    deviceId: row.deviceId,
  };
}
