import type { SyncStatus } from "./sync-status";

// The one SyncStatus the screens read: a tiny external store (subscribe + snapshot) so React's
// useSyncExternalStore can read it, and the sync engine, which is not React, can write it.

export type StatusStore = {
  get: () => SyncStatus;
  subscribe: (listener: () => void) => () => void;
  update: (change: Partial<SyncStatus> | ((current: SyncStatus) => Partial<SyncStatus>)) => void;
};

export function initialSyncStatus(online = true): SyncStatus {
  return {
    online,
    reachable: true,
    syncing: false,
    pending: 0,
    pendingIds: new Set<string>(),
    conflicts: [],
    recordConflicts: [],
    storageWarning: null,
    lastSyncedAt: null,
  };
}

function sameIds(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

function sameConflicts(a: readonly unknown[], b: readonly unknown[]) {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

// A change that alters nothing keeps the same snapshot, so the screens do not render again.
function unchanged(current: SyncStatus, change: Partial<SyncStatus>): boolean {
  return (Object.keys(change) as (keyof SyncStatus)[]).every((key) => {
    if (key === "pendingIds") return sameIds(current.pendingIds, change.pendingIds ?? new Set());
    if (key === "conflicts") return sameConflicts(current.conflicts, change.conflicts ?? []);
    if (key === "recordConflicts")
      return sameConflicts(current.recordConflicts, change.recordConflicts ?? []);
    return current[key] === change[key];
  });
}

export function createStatusStore(initial: SyncStatus = initialSyncStatus()): StatusStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const patch = typeof change === "function" ? change(state) : change;
      if (unchanged(state, patch)) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
  };
}
