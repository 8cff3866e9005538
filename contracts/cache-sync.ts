import { z } from "./zod.ts";

// The per-device offline cache records: POST /api/cache/sync
// stores one "cache sync queue entry", GET /api/cache/restore answers the caller's "restored cache
// records", so a person who signs in on a new phone gets their unsynced drafts back. The session
// decides whose records they are: a userId in the body or the query is never trusted.

// The offline cache's defaults: 5 MB at most, a sync every 30 s.
export const OFFLINE_CACHE_MAX_BYTES = 5 * 1024 * 1024;
export const SYNC_INTERVAL_MS = 30_000;
// One record's data, measured as JSON text (UTF-8 bytes): a larger one is refused with 413. The
// 5 MB above is what one person's records take together on the server (413 past it).
export const OFFLINE_CACHE_RECORD_MAX_BYTES = 1024 * 1024;

export const cacheTypes = ["movie", "scene", "character", "draft", "screenplay", "outbox"] as const;
export type CacheType = (typeof cacheTypes)[number];

export const cacheSyncSchema = z.object({
  cacheKey: z.string().min(1).max(200),
  cacheType: z.enum(cacheTypes),
  data: z.unknown(),
  version: z.number().int().min(1).default(1),
  deviceId: z.string().min(1).max(100),
});
export type CacheSync = z.infer<typeof cacheSyncSchema>;

export const restoredCacheRecordSchema = z.object({
  cacheType: z.enum(cacheTypes),
  cacheKey: z.string(),
  data: z.unknown(),
  updatedAt: z.string(),
  version: z.number().int(),
  deviceId: z.string().nullable(),
});
export type RestoredCacheRecord = z.infer<typeof restoredCacheRecordSchema>;

export const cacheRestoreSchema = z.object({
  success: z.literal(true),
  data: z.array(restoredCacheRecordSchema),
});
export type CacheRestore = z.infer<typeof cacheRestoreSchema>;

// What POST /api/cache/sync answers. A record whose version is lower than the stored one is not
// written (another device sent a newer one): stored is false and record is the stored one. An
// equal or higher version replaces the stored record.
export const cacheSyncResultSchema = z.object({
  success: z.literal(true),
  stored: z.boolean(),
  record: restoredCacheRecordSchema,
});
export type CacheSyncResult = z.infer<typeof cacheSyncResultSchema>;

// DELETE on this path removes the caller's record once its write reached the server (204, also
// when there is none). With ?version=N only a stored version of N or lower is removed, so a newer
// record another sync stored meanwhile stays.
export const cacheRecordPath = (cacheType: CacheType, cacheKey: string) =>
  `/api/cache/records/${cacheType}/${encodeURIComponent(cacheKey)}`;
