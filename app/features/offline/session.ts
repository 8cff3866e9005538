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

export type Session = {
  userId: string;
  queryClient: QueryClient;
  engine: Engine;
  scheduler: SyncScheduler;
  stop: () => void;
};

let session: Session | null = null;

export function currentSession(): Session | null {
  return session;
}

export function setSession(next: Session | null): void {
  session = next;
}
