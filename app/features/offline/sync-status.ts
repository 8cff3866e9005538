// The offline layer's state as the app's screens see it (issue 13). The data side (local store,
// outbox, sync engine) owns and updates it; the banner, the syncing indicator, the "Waiting to
// sync" marks and the conflict dialog only read it and call resolveConflict.

export type ConflictChoice = "mine" | "theirs" | "both";

// A screenplay whose offline edit and the server's newer text touch the same lines.
export type ScreenplayConflict = {
  id: string;
  movieId: string;
  movieTitle: string;
  mine: string;
  theirs: string;
  // When the other edit was saved on the server (ISO 8601).
  theirsSavedAt: string | null;
};

export type SyncStatus = {
  online: boolean;
  syncing: boolean;
  // Writes in the outbox not yet accepted by the server.
  pending: number;
  // Ids of the records (movies, scenes, screenplays) with a write waiting, for "Waiting to sync".
  pendingIds: ReadonlySet<string>;
  conflicts: readonly ScreenplayConflict[];
  // Set when the browser's storage quota is nearly used up: what to do about it.
  storageWarning: string | null;
  lastSyncedAt: string | null;
};
