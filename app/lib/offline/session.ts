import type { QueryClient } from "@tanstack/react-query";
import type { Engine } from "./engine";
import type { SyncScheduler } from "./scheduler";
import { createStatusStore, initialSyncStatus } from "./status-store";

// The offline layer's state that every screen may read at first paint: the status and the
// signed-in user's running session. The runtime that fills the session (engine, scheduler,
// persisted cache) loads after the first paint (offline-sync.tsx), so the app's first load
// stays within its budget; until then writes go straight to the server as before.

export const browserOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine);

export const syncStatus = createStatusStore(initialSyncStatus(browserOnline()));

// Offline, or the server did not answer the last request: no request is made until it does.
export function knownUnreachable(): boolean {
  const { online, reachable } = syncStatus.get();
  return !online || !reachable;
}

export type Session = {
  userId: string;
  queryClient: QueryClient;
  engine: Engine;
  scheduler: SyncScheduler;
  // Asks for a sync now: run here when this tab leads, else asked of the leading tab.
  requestSync: () => void;
  stop: () => void;
};

let session: Session | null = null;

export function currentSession(): Session | null {
  return session;
}

export function setSession(next: Session | null): void {
  session = next;
}
