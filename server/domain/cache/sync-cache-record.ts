import { and, eq, sql } from "drizzle-orm";
import {
  OFFLINE_CACHE_MAX_BYTES,
  OFFLINE_CACHE_RECORD_MAX_BYTES,
  type CacheSync,
  type CacheSyncResult,
} from "#contracts/cache-sync.ts";
import type { Db } from "#server/db/client.ts";
import { cacheEntries, user } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { toCacheRecordDto } from "./cache-record-dto.ts";
import { formatBytes } from "#contracts/format-bytes.ts";

// POST /api/cache/sync: one upsert per (user, cacheType, cacheKey). Version rule (decision 0033):
// a version equal to or higher than the stored one replaces it (a device re-sending its latest
// state keeps the same version); a lower one is stale, is not written, and the answer says so
// (stored: false) with the stored record. The session's user owns the record: a userId in the
// body (older clients send their own) must be that user, or nothing is written.
export async function syncCacheRecord(
  db: Db,
  userId: string,
  input: CacheSync & { userId?: string | undefined },
): Promise<CacheSyncResult> {
  if (input.userId !== undefined && input.userId !== userId) {
    throw new AppError(
      "forbidden",
      "userId is not the signed-in user's: leave it out, the session decides whose records these are",
    );
  }
  if (input.data === undefined || input.data === null) {
    throw new AppError("validation_failed", "data: send the record's content (any JSON but null)");
  }
  const bytes = Buffer.byteLength(JSON.stringify(input.data));
  if (bytes > OFFLINE_CACHE_RECORD_MAX_BYTES) {
    throw new AppError(
      "payload_too_large",
      `This cache record's data is ${formatBytes(bytes)}; one record may hold ${formatBytes(OFFLINE_CACHE_RECORD_MAX_BYTES)} of JSON at most`,
      { bytes, limitBytes: OFFLINE_CACHE_RECORD_MAX_BYTES },
    );
  }
  const mine = eq(cacheEntries.userId, userId);
  const key = and(
    mine,
    eq(cacheEntries.cacheType, input.cacheType),
    eq(cacheEntries.cacheKey, input.cacheKey),
  );
  return db.transaction(async (tx) => {
    // One cache write per person at a time, so the total below counts every other write.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [written] = await tx
      .insert(cacheEntries)
      .values({
        userId,
        cacheType: input.cacheType,
        cacheKey: input.cacheKey,
        data: input.data,
        version: input.version,
        deviceId: input.deviceId,
      })
      .onConflictDoUpdate({
        target: [cacheEntries.userId, cacheEntries.cacheType, cacheEntries.cacheKey],
        set: {
          data: input.data,
          version: input.version,
          deviceId: input.deviceId,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${cacheEntries.version} <= excluded.version`,
      })
      .returning();
    if (!written) {
      const [stored] = await tx.select().from(cacheEntries).where(key);
      if (!stored) throw new Error("cache record neither written nor stored");
      return { success: true as const, stored: false, record: toCacheRecordDto(stored) };
    }
    // Measured as the database keeps the JSON text; over the limit the transaction is undone.
    const [usage] = await tx
      .select({ total: sql<number>`coalesce(sum(octet_length(${cacheEntries.data}::text)), 0)` })
      .from(cacheEntries)
      .where(mine);
    const total = Number(usage?.total ?? 0);
    if (total > OFFLINE_CACHE_MAX_BYTES) {
      throw new AppError(
        "payload_too_large",
        `Your offline copies on the server would take ${formatBytes(total)}; they may take ${formatBytes(OFFLINE_CACHE_MAX_BYTES)} at most. Remove records that are synced already, then send this one again`,
        { totalBytes: total, limitBytes: OFFLINE_CACHE_MAX_BYTES },
      );
    }
    return { success: true as const, stored: true, record: toCacheRecordDto(written) };
  });
}
