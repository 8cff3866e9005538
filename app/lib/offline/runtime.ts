import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { SYNC_INTERVAL_MS } from "#contracts/cache-sync.ts";
import type { Scene } from "#contracts/scene.ts";
import { apiClient } from "#app/lib/api-client";
import { uploadFile } from "#app/lib/media-upload";
import { storageWarningFor } from "./budget";
import { entriesFromRestore, fetchRestore, settleCacheRecords } from "./cache-records";
import { deviceId, readLastSync } from "./device";
import { createEngine, type Engine, type EngineNews } from "./engine";
import { showLanded } from "./landed";
import { hasIndexedDb } from "./offline-db";
import { persistQueryCache, restoreQueryCache } from "./persist";
import { createSyncScheduler } from "./scheduler";
import { browserOnline, currentSession, setSession, syncStatus } from "./session";
import { setAsideConflict } from "./set-aside";
import { leadTabs, type TabMessage, tabChannel } from "./tabs";
import { warmUp } from "./warm-up";

// The offline layer of the signed-in user in this tab: one engine, one status, and, in the one
// tab that leads (tabs.ts), the scheduler that syncs. The other tabs of the same person write to
// the same outbox and follow the leader's results. Started by <OfflineSync>, stopped on sign-out.

async function checkStorage(): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.storage?.estimate) return;
  const estimate = await navigator.storage.estimate().catch(() => null);
  syncStatus.update({ storageWarning: storageWarningFor(estimate) });
}

// Another device's unsynced writes for this user come into this outbox.
async function restoreFromServer(engine: Engine, userId: string): Promise<void> {
  const records = await fetchRestore();
  const known = new Set(engine.entries().map((e) => e.id));
  const restored = entriesFromRestore(records, { userId, deviceId: deviceId(), known });
  if (restored.length === 0) return;
  await engine.store(restored);
  engine.reapply();
}

// Scenes holding words an older merge set aside in their metadata: the person is asked about them.
async function surfaceSetAside(engine: Engine, queryClient: QueryClient): Promise<void> {
  for (const [, scenes] of queryClient.getQueriesData<Scene[]>({ queryKey: ["scenes"] })) {
    if (!Array.isArray(scenes)) continue;
    for (const scene of scenes) {
      const write = setAsideConflict(scene);
      if (write && !engine.entries().some((e) => e.recordId === scene.id)) {
        await engine.holdForChoice(write);
      }
    }
  }
}

// The server did not answer: is it back? (A sync with nothing to send would never find out.)
async function serverAnswers(): Promise<boolean> {
  try {
    const { response } = await apiClient.GET("/api/health/live", { cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}

export function startOffline(userId: string, queryClient: QueryClient): () => void {
  const running = currentSession();
  if (running?.userId === userId && running.queryClient === queryClient) return running.stop;
  running?.stop();
  if (!hasIndexedDb()) return () => undefined;

  const channel = tabChannel(userId);
  const engine: Engine = createEngine({
    userId,
    queryClient,
    status: syncStatus,
    // The merge rules load on the first 409 only (the app's first load stays within budget).
    onStale: async (entry) => (await import("./conflicts")).resolveStale(engine, entry),
    upload: uploadFile,
    onSettled: async (waiting, landed) => {
      const mirrored = await settleCacheRecords(waiting, landed, deviceId());
      if (mirrored.length > 0) await engine.store(mirrored);
    },
    announce: (news: EngineNews) => channel?.post(news),
  });
  const scheduler = createSyncScheduler({
    run: async (reason) => {
      if (!syncStatus.get().reachable && (await serverAnswers())) engine.reachable(true);
      await engine.sync(reason === "online");
      await checkStorage();
    },
    intervalMs: SYNC_INTERVAL_MS,
    online: browserOnline(),
    onError: (error) => console.warn("Sync failed", error),
  });
  let leading = false;
  const requestSync = () => {
    if (leading) scheduler.trigger("write");
    else channel?.post({ type: "sync-please" });
  };

  // What the other tabs of this person say: the leader's results, or a follower's new write.
  const stopListening = channel?.listen((message: TabMessage) => {
    if (message.type === "sync-please") {
      if (leading) scheduler.trigger("write");
    } else if (message.type === "changed") {
      void engine.refresh();
    } else if (message.type === "landed") {
      showLanded(queryClient, message.entry, message.record);
      void engine.refresh();
    } else if (message.type === "status") {
      const { type: _, ...status } = message;
      syncStatus.update(status);
    }
  });

  const setOnline = () => {
    const online = browserOnline();
    syncStatus.update({ online, ...(online ? {} : { syncing: false }) });
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
    if (event.query.queryKey[0] === "scenes") {
      void surfaceSetAside(engine, queryClient).catch((e: unknown) =>
        console.warn("Set-aside words not surfaced", e),
      );
    }
  });
  let stopped = false;
  let stopLeading: () => void = () => undefined;
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
    // One tab of this person sends the outbox; when it closes, another takes over.
    if (!stopped) {
      stopLeading = leadTabs(userId, () => {
        if (stopped) return;
        leading = true;
        scheduler.start();
      });
    }
    await checkStorage();
    if (!stopped && browserOnline()) {
      await warmUp(queryClient, () => !stopped).catch((e: unknown) =>
        console.warn("Offline warm-up failed", e),
      );
    }
  })();

  const stop = () => {
    stopped = true;
    leading = false;
    scheduler.stop();
    stopLeading();
    stopListening?.();
    stopPersisting();
    stopReapplying();
    window.removeEventListener("online", setOnline);
    window.removeEventListener("offline", setOnline);
    if (currentSession()?.engine === engine) setSession(null);
  };
  setSession({ userId, queryClient, engine, scheduler, requestSync, stop });
  return stop;
}
