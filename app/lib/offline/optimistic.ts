import type { QueryClient } from "@tanstack/react-query";
import type { Character } from "#contracts/character.ts";
import type { Movie } from "#contracts/movie.ts";
import { newCharacter, newMovie, newScene } from "#contracts/new-records.ts";
import type { Scene } from "#contracts/scene.ts";
import type { Screenplay } from "#contracts/screenplay.ts";
import { charactersQueryKey } from "#app/lib/queries/characters";
import { movieQueryKey, moviesQueryKey } from "#app/lib/queries/movies";
import { scenesQueryKey } from "#app/lib/queries/scenes";
import { screenplayKey } from "#app/lib/queries/screenplay";
import type { OutboxEntry } from "./outbox";

// A write waiting in the outbox shows at once as if saved: the records it makes, changes or
// removes are changed in the query cache the screens read. The server's answer replaces them
// after the sync. A new record is built by the same contracts/ functions the server's create
// verbs use, so what shows offline is what the server will answer.

// The version stays the one the edit was based on: the next edit folds into the same entry.
export function patched<T extends { updatedAt: string }>(record: T, patch: object, now: string): T {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return { ...record, ...defined, updatedAt: now };
}

export function optimisticScreenplay(
  current: Screenplay | undefined,
  movieId: string,
  entry: Extract<OutboxEntry, { kind: "screenplay.save" }>,
  now: string,
): Screenplay {
  return {
    movieId,
    fountain: entry.body.fountain,
    titlePage: entry.body.titlePage ?? current?.titlePage ?? { entries: [] },
    version: entry.baseVersion,
    updatedAt: now,
    lastCompiledAt: current?.lastCompiledAt ?? null,
    editedSinceCompile: true,
  };
}

function upsert<T extends { id: string }>(
  list: T[] | undefined,
  item: T,
  atStart: boolean,
): T[] | undefined {
  if (!list) return atStart ? [item] : undefined;
  const at = list.findIndex((x) => x.id === item.id);
  if (at >= 0) return list.map((x, i) => (i === at ? item : x));
  return atStart ? [item, ...list] : [...list, item];
}

const without = <T extends { id: string }>(list: T[] | undefined, id: string) =>
  list?.filter((x) => x.id !== id);

// Puts what one waiting entry makes or changes into the cache; answers the record as shown.
export function applyEntry(queryClient: QueryClient, entry: OutboxEntry, now: string): unknown {
  const q = queryClient;
  switch (entry.kind) {
    case "movie.create": {
      const existing = q.getQueryData<Movie>(movieQueryKey(entry.recordId));
      const movie =
        existing ?? newMovie(entry.body, { id: entry.recordId, userId: entry.userId, now });
      q.setQueryData<Movie[]>(moviesQueryKey, (list) => upsert(list, movie, true));
      q.setQueryData(movieQueryKey(movie.id), movie);
      return movie;
    }
    case "movie.update": {
      const from =
        q.getQueryData<Movie>(movieQueryKey(entry.recordId)) ??
        q.getQueryData<Movie[]>(moviesQueryKey)?.find((m) => m.id === entry.recordId) ??
        entry.base;
      if (!from) return null;
      const movie = patched({ ...from, version: entry.baseVersion }, entry.body, now);
      q.setQueryData<Movie[]>(moviesQueryKey, (list) => upsert(list, movie, false));
      q.setQueryData(movieQueryKey(movie.id), movie);
      return movie;
    }
    case "movie.delete": {
      q.setQueryData<Movie[]>(moviesQueryKey, (list) => without(list, entry.recordId));
      q.removeQueries({ queryKey: movieQueryKey(entry.recordId), exact: true });
      return null;
    }
    case "scene.create": {
      const key = scenesQueryKey(entry.movieId);
      const list = q.getQueryData<Scene[]>(key);
      const shown = list?.find((s) => s.id === entry.recordId);
      const sceneNumber =
        shown?.sceneNumber ?? Math.max(0, ...(list ?? []).map((s) => s.sceneNumber)) + 1;
      const scene = newScene(entry.body, {
        id: entry.recordId,
        userId: entry.userId,
        now: shown?.createdAt ?? now,
        sceneNumber,
      });
      q.setQueryData<Scene[]>(key, (current) => upsert(current, scene, false) ?? [scene]);
      if (!shown) countScenes(q, entry.movieId, +1);
      return scene;
    }
    case "scene.update": {
      if (entry.setAside && entry.conflict) return entry.theirs ?? null;
      const key = scenesQueryKey(entry.movieId);
      const from = q.getQueryData<Scene[]>(key)?.find((s) => s.id === entry.recordId) ?? entry.base;
      if (!from) return null;
      const scene = patched({ ...from, version: entry.baseVersion }, entry.body, now);
      q.setQueryData<Scene[]>(key, (list) => upsert(list, scene, false));
      return scene;
    }
    case "scene.delete": {
      const key = scenesQueryKey(entry.movieId);
      const list = q.getQueryData<Scene[]>(key);
      if (list?.some((s) => s.id === entry.recordId)) {
        q.setQueryData<Scene[]>(key, without(list, entry.recordId));
        countScenes(q, entry.movieId, -1);
      }
      return null;
    }
    case "scenes.reorder": {
      const key = scenesQueryKey(entry.movieId);
      const list = q.getQueryData<Scene[]>(key);
      if (!list) return null;
      const at = new Map(entry.body.sceneIds.map((id, n) => [id, n]));
      const sorted = [...list].sort(
        (a, b) => (at.get(a.id) ?? Infinity) - (at.get(b.id) ?? Infinity),
      );
      const renumbered = sorted.map((s, n) => ({ ...s, sceneNumber: n + 1 }));
      q.setQueryData<Scene[]>(key, renumbered);
      return renumbered;
    }
    case "character.create": {
      const existing = characterLists(q, entry.movieId)
        .flatMap((key) => q.getQueryData<Character[]>(key) ?? [])
        .find((c) => c.id === entry.recordId);
      const character =
        existing ?? newCharacter(entry.body, { id: entry.recordId, userId: entry.userId, now });
      for (const key of characterLists(q, entry.movieId)) {
        q.setQueryData<Character[]>(key, (list) => upsert(list, character, false) ?? [character]);
      }
      return character;
    }
    case "character.update": {
      const from =
        characterLists(q, entry.movieId)
          .flatMap((key) => q.getQueryData<Character[]>(key) ?? [])
          .find((c) => c.id === entry.recordId) ?? entry.base;
      if (!from) return null;
      const character = patched({ ...from, version: entry.baseVersion }, entry.body, now);
      for (const key of characterLists(q, entry.movieId)) {
        q.setQueryData<Character[]>(key, (list) => upsert(list, character, false));
      }
      return character;
    }
    case "character.delete": {
      for (const key of characterLists(q, entry.movieId)) {
        q.setQueryData<Character[]>(key, (list) => without(list, entry.recordId));
      }
      return null;
    }
    case "draft.save":
    case "draft.delete":
    case "interview.answer":
      // The composer and the interview keep their own local copy of the words; nothing on screen
      // changes.
      return null;
    case "screenplay.save": {
      const key = screenplayKey(entry.recordId);
      const screenplay = optimisticScreenplay(
        q.getQueryData<Screenplay>(key),
        entry.recordId,
        entry,
        now,
      );
      q.setQueryData(key, screenplay);
      return screenplay;
    }
  }
}

// A movie's characters show in its own list and in the list of all of a person's characters.
function characterLists(q: QueryClient, movieId: string) {
  return [charactersQueryKey(movieId), charactersQueryKey()].filter(
    (key) => q.getQueryData(key) !== undefined || key.length === 2,
  );
}

function countScenes(queryClient: QueryClient, movieId: string, by: number) {
  const bump = (m: Movie) =>
    m.id === movieId ? { ...m, sceneCount: Math.max(0, m.sceneCount + by) } : m;
  queryClient.setQueryData<Movie[]>(moviesQueryKey, (list) => list?.map(bump));
  queryClient.setQueryData<Movie>(movieQueryKey(movieId), (m) => (m ? bump(m) : m));
}
