import { useSyncExternalStore } from "react";
import { currentSession, syncStatus } from "./session";
import { initialSyncStatus } from "./status-store";
import type { ConflictChoice, SyncStatus } from "./sync-status";

// The offline layer's public face (issue 13). The app shell mounts <OfflineSync userId>; the
// banner, the "Syncing..." indicator, the "Waiting to sync" marks and the conflict dialog read
// useSyncStatus() and call resolveConflict(); sign-out calls clearOfflineData().

export type { ConflictChoice, ScreenplayConflict, SyncStatus } from "./sync-status";
export { OfflineSync } from "./offline-sync";
// Sign-out only: its code (IndexedDB, cache records) loads then.
export async function clearOfflineData(): Promise<void> {
  const { clearOfflineData: clear } = await import("./clear");
  await clear();
}
export { onScreenplayReplaced } from "./screenplay-events";
export { isOfflineMedia, useOfflineMediaSrc } from "./use-offline-media";

const serverSnapshot = initialSyncStatus(true);

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncStatus.subscribe, syncStatus.get, () => serverSnapshot);
}

// The writer's choice for a screenplay whose offline edit and the server's newer text touch the
// same lines ("Keep mine", "Keep theirs", "Keep both as versions"); nothing is lost in any.
export async function resolveConflict(id: string, choice: ConflictChoice): Promise<void> {
  const session = currentSession();
  if (!session) throw new Error("Not signed in");
  const { settleConflict } = await import("./conflicts");
  await settleConflict(session.engine, id, choice);
}

// Sends what waits now (used after the writer acted on something, and by tests of the layer).
export function syncNow(): boolean {
  return currentSession()?.scheduler.trigger("manual") ?? false;
}
