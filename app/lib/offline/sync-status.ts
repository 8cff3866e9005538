// The offline layer's state as the app's screens see it. The data side (local store, outbox,
// sync engine) owns and updates it; the banner, the syncing indicator, the "Waiting to sync" and
// "Another version is waiting" marks and the conflict dialogs only read it and call back.

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

// One field of a scene, a movie or a character that both sides changed, as the person reads it.
export type ConflictField = {
  field: string;
  label: string;
  mine: string;
  theirs: string;
  // Whether "Keep both" can hold both values in this field (words can; a date cannot).
  canKeepBoth: boolean;
};

// A scene, a movie or a character edited offline while it was changed elsewhere, in the same
// fields: it waits (with the person's version shown) until they choose.
export type RecordConflict = {
  id: string;
  recordId: string;
  type: "scene" | "movie" | "character";
  // The record's title or name, as the person knows it.
  name: string;
  movieId: string;
  fields: ConflictField[];
  theirsSavedAt: string | null;
};

export type SyncStatus = {
  online: boolean;
  // False after a request found no server (though the browser is online), until one gets through.
  reachable: boolean;
  syncing: boolean;
  // Writes in the outbox not yet accepted by the server.
  pending: number;
  // Ids of the records (movies, scenes, screenplays) with a write waiting, for "Waiting to sync".
  pendingIds: ReadonlySet<string>;
  conflicts: readonly ScreenplayConflict[];
  recordConflicts: readonly RecordConflict[];
  // Set when the browser's storage quota is nearly used up: what to do about it.
  storageWarning: string | null;
  lastSyncedAt: string | null;
};
