import { settleCacheRecords } from "./cache-records";
import { clearLastSync, deviceId } from "./device";
import { dropOfflineDb, hasIndexedDb } from "./offline-db";
import { currentSession, syncStatus } from "./session";
import { initialSyncStatus } from "./status-store";

// Keys of the older local copies the screens keep of unsaved text (composer, screenplay editor).
const LOCAL_COPY_PREFIXES = ["lifescript:scene-draft:", "lifescript.screenplay."];
const LAST_CHANCE_MS = 5_000;

function clearLocalCopies(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) {
      if (key && LOCAL_COPY_PREFIXES.some((p) => key.startsWith(p))) localStorage.removeItem(key);
    }
  } catch {
    // storage disabled: nothing was kept
  }
}

// Sign-out: one last sync (a few seconds at most) so waiting writes reach the server or at least
// its cache records, then nothing of this user stays in the browser.
export async function clearOfflineData(): Promise<void> {
  const session = currentSession();
  if (session && navigator.onLine) {
    // Sent, or else mirrored as cache records, to be restored at the next sign-in.
    const lastChance = session.engine
      .sync(true)
      .then(() => settleCacheRecords(session.engine.entries(), [], deviceId(), true))
      .then(() => undefined);
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, LAST_CHANCE_MS));
    await Promise.race([lastChance.catch(() => undefined), timeout]);
  }
  session?.stop();
  if (hasIndexedDb()) await dropOfflineDb();
  clearLastSync();
  clearLocalCopies();
  syncStatus.update(initialSyncStatus(navigator.onLine));
}
