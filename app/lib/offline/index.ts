import { useSyncExternalStore } from "react";
import { currentSession, syncStatus } from "./session";
import { initialSyncStatus } from "./status-store";
import type { ConflictChoice, RecordConflict, SyncStatus } from "./sync-status";

// The offline layer's public face (README.md beside this file tells its inner workings). The app
// shell mounts <OfflineSync userId>; the banner, the "Syncing..." indicator, the "Waiting to sync"
// and "Another version is waiting" marks and the conflict dialogs read useSyncStatus() and call
// resolveConflict(); sign-out calls clearOfflineData(). The features' API files send their
// writes through offline-writes.ts.

export type {
  ConflictChoice,
  ConflictField,
  RecordConflict,
  ScreenplayConflict,
  SyncStatus,
} from "./sync-status";
export { OfflineSync } from "./offline-sync";
// Sign-out only: its code (IndexedDB, cache records) loads then.
export async function clearOfflineData(): Promise<void> {
  const { clearOfflineData: clear } = await import("./clear");
  await clear();
}
export { onScreenplayReplaced } from "./screenplay-events";
export { isOfflineMedia, useOfflineMediaSrc } from "./use-offline-media";
export { askAbout } from "./conflict-prompts";

// What a write kept on this device (not yet on the server) tells the person.
export const SAVED_ON_DEVICE = "Saved on this device; it will sync.";

const serverSnapshot = initialSyncStatus(true);

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncStatus.subscribe, syncStatus.get, () => serverSnapshot);
}

// True while a write to this record waits on this device (right after a write: it was kept
// offline rather than saved on the server).
export function waitsToSync(recordId: string): boolean {
  return syncStatus.get().pendingIds.has(recordId);
}

// What to tell the person after a write: `saved` when the server has it, else that it is kept on
// this device and will sync (never "saved" for a write the server has not seen).
export function savedMessage(recordId: string, saved: string): string {
  return waitsToSync(recordId) ? SAVED_ON_DEVICE : saved;
}

// The conflict of this scene, movie or character that waits for the person's choice, if any.
export function useRecordConflict(recordId: string): RecordConflict | null {
  return useSyncStatus().recordConflicts.find((c) => c.recordId === recordId) ?? null;
}

// The person's choice between their offline edit and the one saved elsewhere (mine, theirs,
// both): for a screenplay every choice keeps the other text in the history; for a scene, a movie
// or a character the chosen values are sent by the next sync. Nothing is lost in any.
export async function resolveConflict(id: string, choice: ConflictChoice): Promise<void> {
  const session = currentSession();
  if (!session) throw new Error("Not signed in");
  const { settleConflict } = await import("./conflicts");
  await settleConflict(session.engine, id, choice);
  session.requestSync();
}

// Sends what waits now (used after the writer acted on something, and by tests of the layer).
export function syncNow(): boolean {
  return currentSession()?.scheduler.trigger("manual") ?? false;
}
