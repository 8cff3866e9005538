import type { QueryClient } from "@tanstack/react-query";
import type { Screenplay } from "#contracts/screenplay.ts";
import { writeLastSync } from "./device";
import { showLanded } from "./landed";
import { conflictList } from "./conflict-list";
import { changeOutbox, putEntries, readOutbox } from "./offline-db";
import { withUploadedMedia, type Upload } from "./offline-media";
import { applyEntry } from "./optimistic";
import {
  failed,
  isSending,
  movieIdOf,
  newEntry,
  ordered,
  pendingIds,
  rebased,
  runnable,
  type OutboxEntry,
  type OutboxWrite,
} from "./outbox";
import { foldWrite } from "./fold-write";
import { replacedScreenplay } from "./screenplay-events";
import { send, versionOf, type Landed, type SendOutcome } from "./send";
import type { StatusStore } from "./status-store";

// The outbox of one signed-in user in this tab: writes go in (and show at once), a sync sends
// them in order. Every change is written to IndexedDB before it counts, so a closed tab or a
// crash loses nothing; changes that depend on what waits run in one IndexedDB transaction, so
// two tabs of the same person never undo each other's writes. Only the leading tab syncs
// (runtime.ts); the others hear of its results through `announce`.

// How long an entry being sent is left alone by other writes (a tab that dies mid-send frees it).
export const SENDING_LEASE_MS = 5 * 60_000;

export type EngineNews =
  | { type: "changed" }
  | { type: "landed"; entry: OutboxEntry; record: Landed }
  | { type: "status"; syncing?: boolean; reachable?: boolean; lastSyncedAt?: string };

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
  // Tells the person's other tabs what changed here.
  announce?: (news: EngineNews) => void;
};

export type Engine = ReturnType<typeof createEngine>;

export function createEngine(deps: EngineDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const announce = deps.announce ?? (() => undefined);
  let entries: OutboxEntry[] = [];
  let loaded: Promise<void> | null = null;
  // Screenplay versions this device's own queued saves made stale, and the version they became.
  const superseded = new Map<string, { versions: Set<number>; to: number }>();

  const conflicts = conflictList(deps.queryClient);

  function publish() {
    const { screenplays, records } = conflicts(entries);
    deps.status.update({
      pending: entries.length,
      pendingIds: pendingIds(entries),
      conflicts: screenplays,
      recordConflicts: records,
    });
  }

  function reapply() {
    const at = new Date(now()).toISOString();
    for (const entry of ordered(entries)) applyEntry(deps.queryClient, entry, at);
  }

  function remember(next: OutboxEntry[]) {
    entries = next;
    publish();
  }

  async function store(changed: OutboxEntry[]) {
    if (changed.length === 0) return;
    await putEntries(changed);
    const ids = new Set(changed.map((e) => e.id));
    remember([...entries.filter((e) => !ids.has(e.id)), ...changed]);
    announce({ type: "changed" });
  }

  // What IndexedDB holds now (another tab may have changed it).
  async function refresh(): Promise<void> {
    remember(await readOutbox(deps.userId));
    reapply();
  }

  function load(): Promise<void> {
    loaded ??= readOutbox(deps.userId).then((kept) => {
      remember(kept);
      reapply();
    });
    return loaded;
  }

  // Marks an entry as being sent (in IndexedDB, for every tab); answers it as it is now, or null
  // when it is gone, waits for a choice, or another tab sends it.
  async function claim(id: string): Promise<OutboxEntry | null> {
    const at = now();
    const { entries: next, answer } = await changeOutbox(deps.userId, (all) => {
      const entry = all.find((e) => e.id === id);
      if (!entry || entry.conflict || isSending(entry, at)) {
        return { put: [], remove: [], answer: null };
      }
      const claimed = { ...entry, sendingUntil: at + SENDING_LEASE_MS };
      return { put: [claimed], remove: [], answer: claimed };
    });
    remember(next);
    return answer;
  }

  // A write reached the server: it leaves the outbox, the next write to the same record is based
  // on the new version, and the screens (here and in the other tabs) show the server's answer.
  async function settle(entry: OutboxEntry, record: Landed, editorFollows = true) {
    if (entry.kind === "screenplay.save" && (!editorFollows || entry.merged)) {
      replacedScreenplay(record as Screenplay);
    } else if (entry.kind === "screenplay.save") {
      const known = superseded.get(entry.recordId);
      const versions = new Set([...(known?.versions ?? []), entry.baseVersion]);
      if (known) versions.add(known.to);
      superseded.set(entry.recordId, { versions, to: (record as Screenplay).version });
    }
    const { entries: next } = await changeOutbox(deps.userId, (all) => ({
      put: rebased(all, entry, versionOf(record)),
      remove: all.filter((e) => e.id === entry.id),
      answer: null,
    }));
    remember(next);
    showLanded(deps.queryClient, entry, record);
    announce({ type: "landed", entry, record });
  }

  function reachable(value: boolean) {
    if (deps.status.get().reachable === value) return;
    deps.status.update({ reachable: value });
    announce({ type: "status", reachable: value });
  }

  return {
    load,
    refresh,

    entries: () => ordered(entries),
    find: (id: string) => entries.find((e) => e.id === id),
    // The entry as IndexedDB holds it now.
    async fresh(id: string): Promise<OutboxEntry | undefined> {
      return (await readOutbox(deps.userId)).find((e) => e.id === id);
    },
    store,
    // A write reached the server some other way (a conflict settled): as after a sync.
    landed: settle,
    reachable,
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

    // Keeps a write that waits for the person's choice from the start (words a merge once set
    // aside), unless something already waits for its record.
    async holdForChoice(write: OutboxWrite): Promise<void> {
      await load();
      const at = now();
      const { entries: next, answer } = await changeOutbox(deps.userId, (all) => {
        if (all.some((e) => e.recordId === write.recordId))
          return { put: [], remove: [], answer: false };
        const seq = Math.max(at, ...all.map((e) => e.seq + 1));
        const entry = newEntry(write, { id: newId(), seq, userId: deps.userId, now: at });
        return { put: [{ ...entry, conflict: true }], remove: [], answer: true };
      });
      remember(next);
      if (answer) announce({ type: "changed" });
    },

    // Keeps a write in the outbox and shows it as saved; `failure` says why it could not go now.
    async enqueue(write: OutboxWrite, failure?: string): Promise<unknown> {
      await load();
      const id = newId();
      const at = now();
      const { entries: next, answer: put } = await changeOutbox(deps.userId, (all) => {
        const seq = Math.max(at, ...all.map((e) => e.seq + 1));
        let fold = foldWrite(all, newEntry(write, { id, seq, userId: deps.userId, now: at }), at);
        if (failure) {
          fold = {
            ...fold,
            put: fold.put.map((e) => (e.id === id ? failed(e, failure, at) : e)),
          };
        }
        return { ...fold, answer: fold.put };
      });
      remember(next);
      announce({ type: "changed" });
      const shownAt = new Date(at).toISOString();
      for (const e of put)
        if (e.recordId !== write.recordId) applyEntry(deps.queryClient, e, shownAt);
      // A delete of a record never sent is in no entry: it still leaves the screens.
      const made =
        put.find((e) => e.recordId === write.recordId) ??
        newEntry(write, { id, seq: 0, userId: deps.userId, now: at });
      return applyEntry(deps.queryClient, made, shownAt);
    },

    // One sync: sends what may go now, in order. Answers the entries that landed.
    async sync(ignoreBackoff: boolean): Promise<OutboxEntry[]> {
      await refresh();
      const landed: OutboxEntry[] = [];
      const queue = runnable(entries, now(), ignoreBackoff);
      const setSyncing = (syncing: boolean) => {
        deps.status.update({ syncing });
        announce({ type: "status", syncing });
      };
      if (queue.length > 0) setSyncing(true);
      try {
        // A write that did not land holds back the later writes to its record (and a movie's
        // scenes) for the rest of this sync, as runnable() does between syncs.
        const held = new Set<string>();
        for (const first of queue) {
          if (held.has(first.recordId) || held.has(movieIdOf(first))) continue;
          let entry: OutboxEntry | null = await claim(first.id);
          // A merge after a 409 answers an entry to send again; once, so two devices can't loop.
          for (let tries = 0; entry && tries < 2; tries++) {
            const ready = await withUploadedMedia(entry, deps.upload, (e) => store([e]));
            if (ready !== "unreachable") entry = ready;
            const outcome: SendOutcome =
              ready === "unreachable"
                ? { type: "unreachable", message: "media upload failed" }
                : await send(entry);
            if (outcome.type !== "unreachable") reachable(true);
            if (outcome.type === "landed") {
              await settle(entry, outcome.record);
              landed.push(entry);
              entry = null;
            } else if (outcome.type === "stale" && deps.onStale && tries === 0) {
              const merged = await deps.onStale({ ...entry, sendingUntil: 0 });
              entry = merged ? await claim(merged.id) : null;
              if (entry === null && entries.some((e) => e.id === first.id))
                held.add(first.recordId);
            } else {
              held.add(entry.recordId);
              const message = outcome.type === "stale" ? "changed elsewhere" : outcome.message;
              await store([failed(entry, message, now())]);
              if (outcome.type === "unreachable") {
                reachable(false);
                return landed;
              }
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
          announce({ type: "status", lastSyncedAt: at });
        }
        await deps
          .onSettled?.(ordered(entries), landed)
          .catch((e: unknown) => console.warn("Cache records not updated", e));
        if (queue.length > 0) setSyncing(false);
      }
    },
  };
}
