import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { SYNC_INTERVAL_MS } from "@contracts/cache-sync.ts";
import { uploadMedia } from "~/features/media/upload";
import { storageWarningFor } from "./budget";
import { entriesFromRestore, fetchRestore, settleCacheRecords } from "./cache-records";
import { deviceId, readLastSync } from "./device";
import { createEngine, type Engine } from "./engine";
import { hasIndexedDb } from "./offline-db";
import { persistQueryCache, restoreQueryCache } from "./persist";
import { createSyncScheduler } from "./scheduler";
import { browserOnline, currentSession, setSession, syncStatus } from "./session";
import { warmUp } from "./warm-up";

// The offline layer of the signed-in user in this tab: one engine, one scheduler, one status.
// Started by <OfflineSync> in the app shell, stopped on sign-out.

async function checkStorage(): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.storage?.estimate) return;
  const estimate = await navigator.storage.estimate().catch(() => null);
  syncStatus.update({ storageWarning: storageWarningFor(estimate) });
}

// Another device's unsynced writes for this user come into this outbox (acceptance 4).
async function restoreFromServer(engine: Engine, userId: string): Promise<void> {
  const records = await fetchRestore();
  const known = new Set(engine.entries().map((e) => e.id));
  const restored = entriesFromRestore(records, { userId, deviceId: deviceId(), known });
  if (restored.length === 0) return;
  await engine.store(restored);
  engine.reapply();
}

export function startOffline(userId: string, queryClient: QueryClient): () => void {
  const running = currentSession();
  if (running?.userId === userId && running.queryClient === queryClient) return running.stop;
  running?.stop();
  if (!hasIndexedDb()) return () => undefined;

  const engine = createEngine({
    userId,
    queryClient,
    status: syncStatus,
    // The merge rules load on the first 409 only (the app's first load stays within budget).
    onStale: async (entry) => (await import("./conflicts")).resolveStale(engine, entry),
    upload: uploadMedia,
    onSettled: async (waiting, landed) => {
      const mirrored = await settleCacheRecords(waiting, landed, deviceId());
      if (mirrored.length > 0) await engine.store(mirrored);
    },
  });
  const scheduler = createSyncScheduler({
    run: async (reason) => {
      await engine.sync(reason === "online");
      await checkStorage();
    },
    intervalMs: SYNC_INTERVAL_MS,
    online: browserOnline(),
    onError: (error) => console.warn("Sync failed", error),
  });

  const setOnline = () => {
    const online = browserOnline();
    syncStatus.update({ online });
    onlineManager.setOnline(online);
    scheduler.setOnline(online);
  };
  window.addEventListener("online", setOnline);
  window.addEventListener("offline", setOnline);
  // TanStack Query assumes online until told: a reload without a network must not fetch and fail.
  onlineManager.setOnline(browserOnline());
  syncStatus.update({ online: browserOnline(), lastSyncedAt: readLastSync() });

  const stopPersisting = persistQueryCache(queryClient, userId);
  // A fetch answers what the server has: the writes still waiting go back on top of it.
  const stopReapplying = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || event.action.manual) return;
    if (engine.entries().length > 0) engine.reapply();
  });
  let stopped = false;
  void (async () => {
    await restoreQueryCache(queryClient, userId).catch((e: unknown) =>
      console.warn("Offline cache not restored", e),
    );
    await engine.load();
    if (browserOnline()) {
      await restoreFromServer(engine, userId).catch((e: unknown) =>
        console.warn("Cache restore failed", e),
      );
    }
    if (!stopped) scheduler.start();
    await checkStorage();
    if (!stopped && browserOnline()) {
      await warmUp(queryClient).catch((e: unknown) => console.warn("Offline warm-up failed", e));
    }
  })();

  const stop = () => {
    stopped = true;
    scheduler.stop();
    stopPersisting();
    stopReapplying();
    window.removeEventListener("online", setOnline);
    window.removeEventListener("offline", setOnline);
    if (currentSession()?.engine === engine) setSession(null);
  };
  setSession({ userId, queryClient, engine, scheduler, stop });
  return stop;
}
