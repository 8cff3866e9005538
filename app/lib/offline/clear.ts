import { settleCacheRecords } from "./cache-records";
import { clearLastSync, deviceId } from "./device";
import { dropOfflineDb, hasIndexedDb, keepOnlyUnsent } from "./offline-db";
import type { OutboxEntry } from "./outbox";
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

// The writes that would be lost by forgetting this device's store: not sent, and not mirrored at
// their latest revision as a cache record the server would give back at the next sign-in.
export function unsentEntries(
  entries: readonly OutboxEntry[],
  mirroredIds: ReadonlySet<string>,
): OutboxEntry[] {
  return entries.filter((e) => !mirroredIds.has(e.id) && e.mirroredRev !== e.rev);
}

// Sign-out: one last sync (a few seconds at most) so waiting writes reach the server or at least
// its cache records, then nothing of this user stays in the browser, except what the person wrote
// that could go nowhere (signed out offline, or the session already ended elsewhere): those writes
// and the local copies of unsaved text stay for their next sign-in here, never shown to another.
export async function clearOfflineData(): Promise<void> {
  const session = currentSession();
  const mirrored = new Set<string>();
  if (session && navigator.onLine) {
    const lastChance = session.engine
      .sync(true)
      .then(() => settleCacheRecords(session.engine.entries(), [], deviceId(), true))
      .then((sent) => sent.forEach((e) => mirrored.add(e.id)));
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, LAST_CHANCE_MS));
    await Promise.race([lastChance.catch(() => undefined), timeout]);
  }
  const unsent = session ? unsentEntries(session.engine.entries(), mirrored) : [];
  session?.stop();
  if (hasIndexedDb()) {
    if (session && unsent.length > 0) await keepOnlyUnsent(session.userId, unsent);
    else await dropOfflineDb();
  }
  clearLastSync();
  if (unsent.length === 0) clearLocalCopies();
  syncStatus.update(initialSyncStatus(navigator.onLine));
}
