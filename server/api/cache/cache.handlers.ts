import type { Deps } from "#server/context.ts";
import { removeCacheRecord } from "#server/domain/cache/remove-cache-record.ts";
import { restoreCacheRecords } from "#server/domain/cache/restore-cache-records.ts";
import { syncCacheRecord } from "#server/domain/cache/sync-cache-record.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { removeCacheRecordRoute, restoreCacheRoute, syncCacheRoute } from "./cache.routes.ts";

// The offline cache (decision 0033). Guests use it like users, as they capture.
export function cacheRouter({ database: { db } }: Deps) {
  const router = createRouter();

  router.openapi(syncCacheRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await syncCacheRecord(db, user.id, c.req.valid("json")), 200);
  });

  router.openapi(restoreCacheRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ success: true as const, data: await restoreCacheRecords(db, user.id) }, 200);
  });

  router.openapi(removeCacheRecordRoute, async (c) => {
    const user = requireUser(c);
    const { cacheType, cacheKey } = c.req.valid("param");
    await removeCacheRecord(db, user.id, cacheType, cacheKey, c.req.valid("query").version);
    return c.body(null, 204);
  });

  return router;
}
