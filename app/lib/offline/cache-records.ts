import {
  cacheRestoreSchema,
  type CacheSync,
  type CacheType,
  type RestoredCacheRecord,
} from "#contracts/cache-sync.ts";
import { z } from "#contracts/zod.ts";
import { apiClient, data, done } from "#app/lib/api-client";
import { OUTBOX_KINDS, type OutboxEntry, type OutboxKind } from "./outbox";

// The outbox mirrored to the server as per-device cache records (POST /api/cache/sync), so a
// person who signs in on another device gets writes this one could not send back
// (GET /api/cache/restore). A record is removed once its write has landed.

export function cacheTypeOf(kind: OutboxKind): CacheType {
  const type = kind.split(".")[0];
  if (type === "scenes") return "scene";
  // An interview answer waits like a draft: words not yet taken by the server.
  if (type === "interview") return "draft";
  return type === "movie" || type === "scene" || type === "character" || type === "draft"
    ? type
    : "screenplay";
}

// Mirrored: writes that were tried and still wait (failed, refused, or waiting for a choice).
// A write that lands on its first try never costs a cache record.
// At sign-out every waiting write is mirrored (`all`): it is the last chance to keep it.
export function toMirror(waiting: readonly OutboxEntry[], all = false): OutboxEntry[] {
  return waiting.filter((e) => (all || e.attempts > 0 || e.conflict) && e.mirroredRev !== e.rev);
}

export function toCacheRecord(entry: OutboxEntry, deviceId: string): CacheSync {
  return {
    cacheKey: entry.id,
    cacheType: cacheTypeOf(entry.kind),
    data: entry,
    version: entry.rev,
    deviceId,
  };
}

// What a restored record must hold to be replayed; the server keeps data as it was given, so it
// is checked here like any other input.
const restoredEntrySchema = z
  .object({
    id: z.string().min(1),
    seq: z.number(),
    recordId: z.string().min(1),
    kind: z.enum(OUTBOX_KINDS),
    body: z.record(z.string(), z.unknown()),
    rev: z.number().int(),
  })
  .loose();

// Another device's waiting writes, as entries of this device's outbox (for the signed-in user).
export function entriesFromRestore(
  records: readonly RestoredCacheRecord[],
  ctx: { userId: string; deviceId: string; known: ReadonlySet<string> },
): OutboxEntry[] {
  const out: OutboxEntry[] = [];
  for (const record of records) {
    if (record.deviceId === ctx.deviceId || ctx.known.has(record.cacheKey)) continue;
    const parsed = restoredEntrySchema.safeParse(record.data);
    if (!parsed.success || parsed.data.id !== record.cacheKey) continue;
    const entry = parsed.data as unknown as OutboxEntry;
    // Words set aside by an older merge are asked about on each device from the scene itself.
    if (entry.kind === "scene.update" && entry.setAside) continue;
    out.push({
      ...entry,
      userId: ctx.userId,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      // A conflict is settled again here, against what the server holds now.
      conflict: false,
      sendingUntil: 0,
      mirroredRev: entry.rev,
    });
  }
  return out;
}

export async function fetchRestore(): Promise<RestoredCacheRecord[]> {
  // Parsed again: the document cannot say that each record's `data` is present (any JSON value).
  return cacheRestoreSchema.parse(await data(apiClient.GET("/api/cache/restore"))).data;
}

// Mirrors what waits and removes the records of what landed; answers the entries now mirrored.
export async function settleCacheRecords(
  waiting: readonly OutboxEntry[],
  landed: readonly OutboxEntry[],
  deviceId: string,
  all = false,
): Promise<OutboxEntry[]> {
  for (const entry of landed) {
    if (entry.mirroredRev === null) continue;
    await done(
      apiClient.DELETE("/api/cache/records/{cacheType}/{cacheKey}", {
        params: {
          path: { cacheType: cacheTypeOf(entry.kind), cacheKey: entry.id },
          query: { version: entry.rev },
        },
      }),
    );
  }
  const mirrored: OutboxEntry[] = [];
  for (const entry of toMirror(waiting, all)) {
    await done(apiClient.POST("/api/cache/sync", { body: toCacheRecord(entry, deviceId) }));
    mirrored.push({ ...entry, mirroredRev: entry.rev });
  }
  return mirrored;
}
