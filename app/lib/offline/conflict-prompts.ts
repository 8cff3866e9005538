import { useSyncExternalStore } from "react";
import type { RecordConflict, SyncStatus } from "./sync-status";

// Which waiting conflict of a scene, a movie or a character the dialog asks about now. The person
// may answer later ("Decide later"): the conflict then stays waiting, its card says so, and the
// card's button asks again. A screenplay's conflict is always asked at once (the editor's text
// depends on it).

let later = new Set<string>();
let asked: string | null = null;
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

export function decideLater(id: string): void {
  later = new Set(later).add(id);
  if (asked === id) asked = null;
  changed();
}

// The card's "Another version is waiting": ask about this record now.
export function askAbout(recordId: string): void {
  asked = recordId;
  changed();
}

export function conflictToAsk(status: SyncStatus): RecordConflict | null {
  const conflicts = status.recordConflicts;
  if (asked) {
    const chosen = conflicts.find((c) => c.recordId === asked);
    if (chosen) return chosen;
  }
  return conflicts.find((c) => !later.has(c.id)) ?? null;
}

export function useConflictPrompts(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => 0,
  );
}
