import type { QueryClient } from "@tanstack/react-query";
import { moviesQueryKey } from "~/features/movies/movies-api";
import { scenesQueryKey } from "~/features/scenes/scenes-api";
import { screenplayKey } from "~/features/screenplay-editor/screenplay-api";
import type { Movie } from "@contracts/movie.ts";
import type { Scene } from "@contracts/scene.ts";
import type { Screenplay } from "@contracts/screenplay.ts";
import { writeLastSync } from "./device";
import { deleteEntry, putEntries, readOutbox } from "./offline-db";
import { forgetBlobs, standInIds, uploadStandIns, type Upload } from "./offline-media";
import { applyEntry } from "./optimistic";
import {
  failed,
  foldWrite,
  movieIdOf,
  newEntry,
  ordered,
  pendingIds,
  rebased,
  runnable,
  type OutboxEntry,
  type OutboxWrite,
} from "./outbox";
import { send, type Landed, type SendOutcome } from "./send";
import type { StatusStore } from "./status-store";
import { replacedScreenplay } from "./screenplay-events";
import type { ScreenplayConflict } from "./sync-status";

// The outbox of one signed-in user in this tab: writes go in (and show at once), a sync sends
// them in order. Every change is written to IndexedDB before it counts, so a closed tab or a
// crash loses nothing. Conflicts (409) are handed to `onStale`, cache records to `onSettled`.

export type EngineDeps = {
  userId: string;
  queryClient: QueryClient;
  status: StatusStore;
  now?: () => number;
  newId?: () => string;
  // A 409: answers the entry to send again, or null when it now waits for the writer.
  onStale?: (entry: OutboxEntry) => Promise<OutboxEntry | null>;
  // The three-step media upload, for photos and videos picked offline.
  upload?: Upload;
  // After a sync: mirror what still waits, forget what landed (cache records on the server).
  onSettled?: (waiting: OutboxEntry[], landed: OutboxEntry[]) => Promise<void>;
};

export type Engine = ReturnType<typeof createEngine>;

export function createEngine(deps: EngineDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  let entries: OutboxEntry[] = [];
  const sending = new Set<string>();
  let loaded: Promise<void> | null = null;
  // Screenplay versions this device's own queued saves made stale, and the version they became.
  const superseded = new Map<string, { versions: Set<number>; to: number }>();

  // One conflict object per entry change, so an unchanged list keeps the same snapshot.
  const shownConflicts = new Map<string, { rev: number; conflict: ScreenplayConflict }>();

  function conflicts(): ScreenplayConflict[] {
    const out: ScreenplayConflict[] = [];
    for (const entry of ordered(entries)) {
      if (entry.kind !== "screenplay.save" || !entry.conflict || !entry.theirs) continue;
      const shown = shownConflicts.get(entry.id);
      if (shown?.rev === entry.rev) {
        out.push(shown.conflict);
        continue;
      }
      const movie = deps.queryClient.getQueryData<Movie>([...moviesQueryKey, entry.recordId]);
      const listed = deps.queryClient
        .getQueryData<Movie[]>(moviesQueryKey)
        ?.find((m) => m.id === entry.recordId);
      const conflict: ScreenplayConflict = {
        id: entry.id,
        movieId: entry.recordId,
        movieTitle: movie?.title ?? listed?.title ?? "Untitled movie",
        mine: entry.body.fountain,
        theirs: entry.theirs.fountain,
        theirsSavedAt: entry.theirs.savedAt,
      };
      shownConflicts.set(entry.id, { rev: entry.rev, conflict });
      out.push(conflict);
    }
    return out;
  }

  function publish() {
    deps.status.update({
      pending: entries.length,
      pendingIds: pendingIds(entries),
      conflicts: conflicts(),
    });
  }

  function reapply() {
    const at = new Date(now()).toISOString();
    for (const entry of ordered(entries)) applyEntry(deps.queryClient, entry, at);
  }

  async function store(changed: OutboxEntry[]) {
    await putEntries(changed);
    const ids = new Set(changed.map((e) => e.id));
    entries = [...entries.filter((e) => !ids.has(e.id)), ...changed];
    publish();
  }

  async function drop(entry: OutboxEntry) {
    await deleteEntry(entry.id);
    entries = entries.filter((e) => e.id !== entry.id);
    publish();
  }

  function load(): Promise<void> {
    loaded ??= readOutbox(deps.userId).then((kept) => {
      entries = kept;
      publish();
      reapply();
    });
    return loaded;
  }

  return {
    load,

    entries: () => ordered(entries),
    find: (id: string) => entries.find((e) => e.id === id),
    store,
    drop,
    // A write reached the server some other way (a conflict settled): as after a sync.
    landed: settle,
    // The version an editor holding `version` of this movie's screenplay now stands on.
    followVersion(movieId: string, version: number): number {
      const known = superseded.get(movieId);
      return known?.versions.has(version) ? known.to : version;
    },
    // Put the waiting writes back into the cache after a fetch replaced it.
    reapply,

    // A write to a record (or into a movie) that still waits must queue behind it.
    waitsFor(write: OutboxWrite): boolean {
      const movieId = "movieId" in write ? write.movieId : null;
      return entries.some(
        (e) =>
          e.recordId === write.recordId || (e.kind === "movie.create" && e.recordId === movieId),
      );
    },

    // Keeps a write in the outbox and shows it as saved; `failure` says why it could not go now.
    async enqueue(write: OutboxWrite, failure?: string): Promise<unknown> {
      await load();
      const id = newId();
      const seq = Math.max(now(), ...entries.map((e) => e.seq + 1));
      let entry = foldWrite(
        entries,
        newEntry(write, { id, seq, userId: deps.userId, now: now() }),
        sending,
      );
      if (failure && entry.id === id) entry = failed(entry, failure, now());
      await store([entry]);
      return applyEntry(deps.queryClient, entry, new Date(now()).toISOString());
    },

    // One sync: sends what may go now, in order. Answers the entries that landed.
    async sync(ignoreBackoff: boolean): Promise<OutboxEntry[]> {
      await load();
      const landed: OutboxEntry[] = [];
      const queue = runnable(entries, now(), ignoreBackoff);
      if (queue.length > 0) deps.status.update({ syncing: true });
      try {
        // A write that did not land holds back the later writes to its record (and a movie's
        // scenes) for the rest of this sync, as runnable() does between syncs.
        const held = new Set<string>();
        for (const first of queue) {
          if (held.has(first.recordId) || held.has(movieIdOf(first))) continue;
          let entry: OutboxEntry | null | undefined = entries.find((e) => e.id === first.id);
          // A merge after a 409 answers an entry to send again; once, so two devices can't loop.
          for (let tries = 0; entry && tries < 2; tries++) {
            sending.add(entry.id);
            const ready = await withMedia(entry);
            if (ready !== "unreachable") entry = ready;
            const outcome: SendOutcome =
              ready === "unreachable"
                ? { type: "unreachable", message: "media upload failed" }
                : await send(entry).finally(() => sending.delete(first.id));
            sending.delete(first.id);
            if (outcome.type === "landed") {
              await settle(entry, outcome.record);
              landed.push(entry);
              entry = null;
            } else if (outcome.type === "stale" && deps.onStale && tries === 0) {
              entry = await deps.onStale(entry);
              if (entry === null && entries.some((e) => e.id === first.id))
                held.add(first.recordId);
            } else {
              held.add(entry.recordId);
              const message = outcome.type === "stale" ? "changed elsewhere" : outcome.message;
              await store([failed(entry, message, now())]);
              if (outcome.type === "unreachable") return landed;
              entry = null;
            }
          }
        }
        return landed;
      } finally {
        if (landed.length > 0) {
          const at = new Date(now()).toISOString();
          writeLastSync(at);
          deps.status.update({ lastSyncedAt: at });
        }
        await deps
          .onSettled?.(ordered(entries), landed)
          .catch((e: unknown) => console.warn("Cache records not updated", e));
        deps.status.update({ syncing: false });
      }
    },
  };

  // Media picked offline goes up (three-step flow) before the write that shows it; the entry
  // keeps the real addresses, so a later retry does not upload twice.
  async function withMedia(entry: OutboxEntry): Promise<OutboxEntry | "unreachable"> {
    const ids = standInIds(entry.body);
    if (ids.length === 0 || !deps.upload) return entry;
    try {
      const uploaded = await uploadStandIns(entry, deps.upload);
      await store([uploaded]);
      await forgetBlobs(ids);
      return uploaded;
    } catch (error) {
      console.warn("Offline media not uploaded yet", error);
      return "unreachable";
    }
  }

  // A write reached the server: its answer replaces what was shown, the next write to the same
  // record is based on the new version, and the screens fetch what the server now says.
  async function settle(entry: OutboxEntry, record: Landed, editorFollows = true) {
    const next = rebased(entries, entry, record.version);
    if (entry.kind === "screenplay.save" && (!editorFollows || entry.merged)) {
      replacedScreenplay(record as Screenplay);
    } else if (entry.kind === "screenplay.save") {
      const known = superseded.get(entry.recordId);
      const versions = new Set([...(known?.versions ?? []), entry.baseVersion]);
      if (known) versions.add(known.to);
      superseded.set(entry.recordId, { versions, to: record.version });
    }
    await drop(entry);
    if (next.length > 0) await store(next);
    const { queryClient } = deps;
    if (entry.kind === "screenplay.save") {
      queryClient.setQueryData(screenplayKey(entry.recordId), record);
    } else if (entry.kind === "movie.create") {
      queryClient.setQueryData([...moviesQueryKey, entry.recordId], record);
      void queryClient.invalidateQueries({ queryKey: moviesQueryKey, exact: true });
    } else {
      const scene = record as Scene;
      queryClient.setQueryData<Scene[]>(scenesQueryKey(scene.movieId), (list) =>
        list?.map((s) => (s.id === scene.id ? scene : s)),
      );
      void queryClient.invalidateQueries({ queryKey: moviesQueryKey, exact: true });
    }
  }
}
