import type { MovieCreate } from "@contracts/movie.ts";
import type { Scene, SceneCreate, SceneUpdate } from "@contracts/scene.ts";
import type { ScreenplaySave } from "@contracts/screenplay.ts";

// The outbox: writes made without a connection (or whose request found none), in the order they
// were made, each with the client-made id of its record and the version it was based on. Pure
// rules here; keeping them in IndexedDB is offline-db.ts, sending them is sync-engine.ts.

type Base = {
  // The entry's own id (also the cacheKey of its mirrored cache record).
  id: string;
  // Order of making: entries are sent in this order (a scene after the movie it belongs to).
  seq: number;
  userId: string;
  // The record the write is about: the movie, the scene, or for a screenplay its movie.
  recordId: string;
  createdAt: string;
  attempts: number;
  // Epoch ms before which it is not tried again (back-off after a failure).
  nextAttemptAt: number;
  lastError: string | null;
  // Set while a screenplay waits for the writer's choice between two edits of the same lines.
  conflict: boolean;
  // Bumped on every change, so the mirrored cache record is sent again when it is stale.
  rev: number;
  mirroredRev: number | null;
};

export type SceneBody = Omit<SceneCreate, "id"> & { id: string };
export type ScenePatch = Omit<SceneUpdate, "version">;

export type OutboxWrite =
  | { kind: "movie.create"; recordId: string; body: MovieCreate & { id: string } }
  | { kind: "scene.create"; recordId: string; movieId: string; body: SceneBody }
  | {
      kind: "scene.update";
      recordId: string;
      movieId: string;
      baseVersion: number;
      // The scene as it was before this write: the common ancestor for a field-by-field merge.
      base: Scene | null;
      body: ScenePatch;
    }
  | {
      kind: "screenplay.save";
      recordId: string;
      baseVersion: number;
      // The text the edit started from: the common ancestor for a line-by-line merge.
      baseFountain: string | null;
      body: Omit<ScreenplaySave, "version">;
      // The server's text this edit conflicts with, while the writer has not chosen.
      theirs?: { fountain: string; version: number; savedAt: string | null } | null;
      // The text was merged with another edit: an open editor must take the merged text.
      merged?: boolean;
    };

export type OutboxEntry = Base & OutboxWrite;
export type OutboxKind = OutboxEntry["kind"];

export function movieIdOf(entry: OutboxEntry): string {
  if (entry.kind === "movie.create" || entry.kind === "screenplay.save") return entry.recordId;
  return entry.movieId;
}

export function newEntry(
  write: OutboxWrite,
  meta: { id: string; seq: number; userId: string; now: number },
): OutboxEntry {
  return {
    ...write,
    id: meta.id,
    seq: meta.seq,
    userId: meta.userId,
    createdAt: new Date(meta.now).toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    conflict: false,
    rev: 1,
    mirroredRev: null,
  };
}

export function ordered(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return [...entries].sort((a, b) => a.seq - b.seq);
}

// A later write to a record still waiting folds into the waiting entry, so one request carries
// the newest state and the version it was first based on. Entries being sent are never changed.
// Answers the entries to put (changed or new); a write that folds into nothing is a new entry.
export function foldWrite(
  waiting: readonly OutboxEntry[],
  entry: OutboxEntry,
  sending: ReadonlySet<string> = new Set(),
): OutboxEntry {
  const target = ordered(waiting)
    .reverse()
    .find((e) => e.recordId === entry.recordId && !sending.has(e.id) && !e.conflict);
  if (!target) return entry;
  const bump = { rev: target.rev + 1 };
  if (entry.kind === "scene.update" && target.kind === "scene.create") {
    const { title, ...rest } = entry.body;
    const body: SceneBody = { ...target.body, ...stripNulls(rest), ...(title ? { title } : {}) };
    return { ...target, ...bump, body };
  }
  if (entry.kind === "scene.update" && target.kind === "scene.update") {
    return { ...target, ...bump, body: { ...target.body, ...entry.body } };
  }
  if (entry.kind === "screenplay.save" && target.kind === "screenplay.save") {
    return {
      ...target,
      ...bump,
      body: { ...entry.body, name: entry.body.name ?? target.body.name },
    };
  }
  return entry;
}

// A create takes no nulls where an update may clear a field: a cleared field is just left out.
function stripNulls<T extends Record<string, unknown>>(patch: T): Partial<SceneCreate> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<SceneCreate>;
}

// What may be sent now, in order: not waiting out a back-off or a conflict, and not behind an
// earlier entry for the same record or for the movie it belongs to that cannot go yet.
export function runnable(
  entries: readonly OutboxEntry[],
  now: number,
  ignoreBackoff = false,
): OutboxEntry[] {
  const blocked = new Set<string>();
  const out: OutboxEntry[] = [];
  for (const entry of ordered(entries)) {
    const movieId = movieIdOf(entry);
    const behind = blocked.has(entry.recordId) || blocked.has(movieId);
    const waits = entry.conflict || (!ignoreBackoff && entry.nextAttemptAt > now);
    if (behind || waits) {
      blocked.add(entry.recordId);
      if (entry.kind === "movie.create") blocked.add(movieId);
      continue;
    }
    out.push(entry);
  }
  return out;
}

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

// 2 s after the first failure, doubling, at most 5 minutes: a server that is down is not hammered.
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export function failed(entry: OutboxEntry, error: string, now: number): OutboxEntry {
  const attempts = entry.attempts + 1;
  return { ...entry, attempts, lastError: error, nextAttemptAt: now + backoffMs(attempts) };
}

// After a write to a record lands as server version `version`, the next waiting write to that
// record was based on what this device had, which is now that version.
export function rebased(
  entries: readonly OutboxEntry[],
  landed: OutboxEntry,
  version: number,
): OutboxEntry[] {
  return entries
    .filter((e) => e.id !== landed.id && e.recordId === landed.recordId)
    .filter((e) => e.kind === "scene.update" || e.kind === "screenplay.save")
    .map((e) => ({ ...e, baseVersion: version, rev: e.rev + 1 }));
}

// The records with a write waiting, for the "Waiting to sync" marks: the record itself, and a
// movie whose scenes or screenplay wait.
export function pendingIds(entries: readonly OutboxEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    ids.add(entry.recordId);
    ids.add(movieIdOf(entry));
  }
  return ids;
}
