import type { Character, CharacterCreate, CharacterUpdate } from "#contracts/character.ts";
import type { SceneDraftSave } from "#contracts/draft.ts";
import type { Movie, MovieCreate, MovieUpdate } from "#contracts/movie.ts";
import type { Scene, SceneCreate, SceneUpdate } from "#contracts/scene.ts";
import type { ScreenplaySave } from "#contracts/screenplay.ts";

// The outbox: writes made without a connection (or whose request found none), in the order they
// were made, each with the client-made id of its record and the version it was based on. Pure
// rules here; keeping them in IndexedDB is offline-db.ts, sending them is engine.ts and send.ts.

type Base = {
  // The entry's own id (also the cacheKey of its mirrored cache record).
  id: string;
  // Order of making: entries are sent in this order (a scene after the movie it belongs to).
  seq: number;
  userId: string;
  // The record the write is about: the movie, the scene, the character; for a screenplay, its
  // movie; for a scene order or a composer draft, a key of the movie's (orderKey, draftKey).
  recordId: string;
  createdAt: string;
  attempts: number;
  // Epoch ms before which it is not tried again (back-off after a failure).
  nextAttemptAt: number;
  lastError: string | null;
  // Set while the write waits for the person's choice between two edits of the same field/lines.
  conflict: boolean;
  // Bumped on every change, so the mirrored cache record is sent again when it is stale.
  rev: number;
  mirroredRev: number | null;
  // Epoch ms until which the leading tab is sending it: a later write then makes a new entry
  // rather than change one whose request is on its way (set in IndexedDB, seen by every tab).
  sendingUntil?: number;
};

export type SceneBody = Omit<SceneCreate, "id"> & { id: string };
export type ScenePatch = Omit<SceneUpdate, "version">;
export type MovieBody = MovieCreate & { id: string };
export type MoviePatch = Omit<MovieUpdate, "version">;
export type CharacterBody = CharacterCreate & { id: string };
export type CharacterPatch = Omit<CharacterUpdate, "version">;

// An update of a record: the version it was based on, the record as it was before (the common
// ancestor of a field-by-field merge), and, while the person has not chosen, the server's newer
// record whose same fields were changed too.
type Update<K extends string, T, P> = {
  kind: K;
  recordId: string;
  baseVersion: number;
  base: T | null;
  body: P;
  theirs?: T | null;
};

export type MovieUpdateWrite = Update<"movie.update", Movie, MoviePatch>;
export type SceneUpdateWrite = Update<"scene.update", Scene, ScenePatch> & {
  movieId: string;
  // Words an older merge set aside (set-aside.ts): the scene shows as it is until the choice.
  setAside?: boolean;
};
export type CharacterUpdateWrite = Update<"character.update", Character, CharacterPatch> & {
  movieId: string;
};
export type RecordUpdateWrite = MovieUpdateWrite | SceneUpdateWrite | CharacterUpdateWrite;

export type InterviewAnswerBody = { interviewId: string; turnId: string; answer: string };

export type OutboxWrite =
  | { kind: "movie.create"; recordId: string; body: MovieBody }
  | MovieUpdateWrite
  | { kind: "movie.delete"; recordId: string }
  | { kind: "scene.create"; recordId: string; movieId: string; body: SceneBody }
  | SceneUpdateWrite
  | { kind: "scene.delete"; recordId: string; movieId: string }
  | { kind: "scenes.reorder"; recordId: string; movieId: string; body: { sceneIds: string[] } }
  | { kind: "character.create"; recordId: string; movieId: string; body: CharacterBody }
  | CharacterUpdateWrite
  | { kind: "character.delete"; recordId: string; movieId: string }
  | { kind: "draft.save"; recordId: string; movieId: string; body: SceneDraftSave }
  | { kind: "draft.delete"; recordId: string; movieId: string }
  // An answer to an interview's question (recordId: the question's turn id): the screen keeps
  // the words in its box until the interview moves on.
  | { kind: "interview.answer"; recordId: string; movieId: string; body: InterviewAnswerBody }
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
export type RecordUpdateEntry = Base & RecordUpdateWrite;

export const OUTBOX_KINDS = [
  "movie.create",
  "movie.update",
  "movie.delete",
  "scene.create",
  "scene.update",
  "scene.delete",
  "scenes.reorder",
  "character.create",
  "character.update",
  "character.delete",
  "draft.save",
  "draft.delete",
  "screenplay.save",
  "interview.answer",
] as const satisfies readonly OutboxKind[];

// The record keys of writes that are about a movie rather than one record in it.
export const orderKey = (movieId: string) => `scenes-order:${movieId}`;
export const draftKey = (movieId: string) => `draft:${movieId}`;

export function isRecordUpdate(entry: OutboxEntry): entry is RecordUpdateEntry {
  return (
    entry.kind === "movie.update" ||
    entry.kind === "scene.update" ||
    entry.kind === "character.update"
  );
}

export function movieIdOf(entry: OutboxEntry): string {
  if ("movieId" in entry) return entry.movieId;
  return entry.recordId;
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

export const isSending = (entry: OutboxEntry, now: number) => (entry.sendingUntil ?? 0) > now;

// What may be sent now, in order: not waiting out a back-off or a conflict, and not behind an
// earlier entry for the same record, or for the movie whose create cannot go yet. A scene order
// waits for every earlier write in its movie (it names scenes that must exist by then).
export function runnable(
  entries: readonly OutboxEntry[],
  now: number,
  ignoreBackoff = false,
): OutboxEntry[] {
  const blockedRecords = new Set<string>();
  const blockedMovies = new Set<string>();
  const anyBlockedIn = new Set<string>();
  const out: OutboxEntry[] = [];
  for (const entry of ordered(entries)) {
    const movieId = movieIdOf(entry);
    const behind =
      blockedRecords.has(entry.recordId) ||
      blockedMovies.has(movieId) ||
      (entry.kind === "scenes.reorder" && anyBlockedIn.has(movieId));
    const waits =
      entry.conflict || isSending(entry, now) || (!ignoreBackoff && entry.nextAttemptAt > now);
    if (behind || waits) {
      blockedRecords.add(entry.recordId);
      anyBlockedIn.add(movieId);
      if (entry.kind === "movie.create") blockedMovies.add(movieId);
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
  return {
    ...entry,
    attempts,
    lastError: error,
    nextAttemptAt: now + backoffMs(attempts),
    sendingUntil: 0,
  };
}

// After a write to a record lands as server version `version`, the next waiting write to that
// record was based on what this device had, which is now that version.
export function rebased(
  entries: readonly OutboxEntry[],
  landed: OutboxEntry,
  version: number | null,
): OutboxEntry[] {
  if (version === null) return [];
  return entries
    .filter((e) => e.id !== landed.id && e.recordId === landed.recordId)
    .filter((e) => isRecordUpdate(e) || e.kind === "screenplay.save")
    .map((e) => ({ ...e, baseVersion: version, rev: e.rev + 1 }) as OutboxEntry);
}

// The records with a write waiting, for the "Waiting to sync" marks: the record itself, and a
// movie whose scenes, characters or screenplay wait (a composer draft is not a saved write).
export function pendingIds(entries: readonly OutboxEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (
      entry.kind === "draft.save" ||
      entry.kind === "draft.delete" ||
      entry.kind === "interview.answer"
    )
      continue;
    ids.add(entry.recordId);
    ids.add(movieIdOf(entry));
  }
  return ids;
}

// The records whose offline edit waits for the person's choice against another version.
export function conflictIds(entries: readonly OutboxEntry[]): Set<string> {
  return new Set(entries.filter((e) => e.conflict).map((e) => e.recordId));
}
