import type { QueryClient } from "@tanstack/react-query";
import type { Movie } from "@contracts/movie.ts";
import type { Scene } from "@contracts/scene.ts";
import type { Screenplay } from "@contracts/screenplay.ts";
import { moviesQueryKey } from "~/features/movies/movies-api";
import { scenesQueryKey } from "~/features/scenes/scenes-api";
import { screenplayKey } from "~/features/screenplay-editor/screenplay-api";
import type { OutboxEntry, SceneBody, ScenePatch } from "./outbox";

// A write waiting in the outbox shows at once as if saved: the records it makes or changes are
// put into the query cache the screens read. The server's answer replaces them after the sync.

export function optimisticMovie(
  body: {
    id: string;
    title: string;
    description?: string | null;
    genre?: string | null;
    coverImage?: string | null;
  },
  userId: string,
  now: string,
): Movie {
  return {
    id: body.id,
    userId,
    title: body.title,
    description: body.description ?? null,
    genre: body.genre ?? null,
    coverImage: body.coverImage ?? null,
    coverPageUrl: null,
    status: "draft",
    version: 1,
    lastEditedBy: null,
    metadata: {},
    sceneCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

export function optimisticScene(
  body: SceneBody,
  userId: string,
  now: string,
  sceneNumber: number,
): Scene {
  return {
    id: body.id,
    userId,
    movieId: body.movieId,
    title: body.title,
    description: body.description ?? null,
    sceneNumber,
    location: body.location ?? null,
    elements: body.elements ?? [],
    characterIds: body.characterIds ?? [],
    timeOfDay: body.timeOfDay ?? null,
    duration: body.duration ?? null,
    metadata: body.metadata ?? {},
    sceneType: body.sceneType ?? null,
    content: body.content ?? null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

// The version stays the one the edit was based on: the next edit folds into the same entry.
export function patchedScene(scene: Scene, patch: ScenePatch, now: string): Scene {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return { ...scene, ...defined, updatedAt: now } as Scene;
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

// Puts what one waiting entry makes or changes into the cache; answers the record as shown.
export function applyEntry(queryClient: QueryClient, entry: OutboxEntry, now: string): unknown {
  switch (entry.kind) {
    case "movie.create": {
      const existing = queryClient.getQueryData<Movie>([...moviesQueryKey, entry.recordId]);
      const movie = existing ?? optimisticMovie(entry.body, entry.userId, now);
      queryClient.setQueryData<Movie[]>(moviesQueryKey, (list) => upsert(list, movie, true));
      queryClient.setQueryData([...moviesQueryKey, movie.id], movie);
      return movie;
    }
    case "scene.create": {
      const key = scenesQueryKey(entry.movieId);
      const list = queryClient.getQueryData<Scene[]>(key);
      const shown = list?.find((s) => s.id === entry.recordId);
      const number =
        shown?.sceneNumber ?? Math.max(0, ...(list ?? []).map((s) => s.sceneNumber)) + 1;
      const scene = optimisticScene(entry.body, entry.userId, shown?.createdAt ?? now, number);
      queryClient.setQueryData<Scene[]>(key, (current) => upsert(current, scene, false) ?? [scene]);
      if (!shown) bumpSceneCount(queryClient, entry.movieId);
      return scene;
    }
    case "scene.update": {
      const key = scenesQueryKey(entry.movieId);
      const shown = queryClient.getQueryData<Scene[]>(key)?.find((s) => s.id === entry.recordId);
      const from = shown ?? entry.base;
      if (!from) return null;
      const scene = patchedScene({ ...from, version: entry.baseVersion }, entry.body, now);
      queryClient.setQueryData<Scene[]>(key, (list) => upsert(list, scene, false));
      return scene;
    }
    case "screenplay.save": {
      const key = screenplayKey(entry.recordId);
      const screenplay = optimisticScreenplay(
        queryClient.getQueryData<Screenplay>(key),
        entry.recordId,
        entry,
        now,
      );
      queryClient.setQueryData(key, screenplay);
      return screenplay;
    }
  }
}

function bumpSceneCount(queryClient: QueryClient, movieId: string) {
  const bump = (m: Movie) => (m.id === movieId ? { ...m, sceneCount: m.sceneCount + 1 } : m);
  queryClient.setQueryData<Movie[]>(moviesQueryKey, (list) => list?.map(bump));
  queryClient.setQueryData<Movie>([...moviesQueryKey, movieId], (m) => (m ? bump(m) : m));
}
