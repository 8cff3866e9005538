import type { Character, CharacterCreate, CharacterUpdate } from "#contracts/character.ts";
import type { SceneDraftSave } from "#contracts/draft.ts";
import type { Movie, MovieUpdate } from "#contracts/movie.ts";
import type { Scene, SceneCreate, SceneUpdate } from "#contracts/scene.ts";
import type { Screenplay, ScreenplaySave } from "#contracts/screenplay.ts";
import { charactersQueryKey } from "#app/lib/queries/characters";
import { movieQueryKey, moviesQueryKey } from "#app/lib/queries/movies";
import { screenplayKey } from "#app/lib/queries/screenplay";
import type { UploadedMedia } from "#app/lib/media-upload";
import {
  draftKey,
  orderKey,
  type InterviewAnswerBody,
  type MovieBody,
  type OutboxWrite,
} from "./outbox";
import { isUnreachable } from "./send";
import { currentSession, knownUnreachable } from "./session";

// The app's writes, through the outbox when they cannot reach the server: offline, server known
// to be down, or behind a write to the same record that still waits. Such a write resolves at
// once with the record as it will be (shown as saved, "Waiting to sync") and is sent by the next
// sync. Online with nothing waiting, a write goes straight to the server as before. A feature's
// API file passes its own request (`online`); this layer imports no feature.

async function throughOutbox<T>(write: OutboxWrite, online: () => Promise<T>): Promise<T> {
  const session = currentSession();
  if (!session) return online();
  const { engine } = session;
  await engine.load();
  if (knownUnreachable() || engine.waitsFor(write)) {
    const shown = (await engine.enqueue(write)) as T;
    session.requestSync();
    return shown;
  }
  try {
    const answer = await online();
    engine.reachable(true);
    return answer;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    engine.reachable(false);
    return (await engine.enqueue(write, error instanceof Error ? error.message : "offline")) as T;
  }
}

function cached<T extends { id: string }>(keys: readonly (readonly unknown[])[], id: string) {
  const session = currentSession();
  if (!session) return null;
  for (const key of keys) {
    for (const [, data] of session.queryClient.getQueriesData<T | T[]>({ queryKey: key })) {
      const found = Array.isArray(data) ? data.find((r) => r.id === id) : data;
      if (found?.id === id) return found;
    }
  }
  return null;
}

export function createMovieThroughOutbox(
  body: MovieBody,
  online: () => Promise<Movie>,
): Promise<Movie> {
  return throughOutbox({ kind: "movie.create", recordId: body.id, body }, online);
}

// The movie as the screens hold it is the base of a later field-by-field merge.
export function updateMovieThroughOutbox(
  { id, version, ...patch }: MovieUpdate & { id: string },
  online: () => Promise<Movie>,
): Promise<Movie> {
  const base = cached<Movie>([movieQueryKey(id), moviesQueryKey], id);
  if (!base) return online();
  return throughOutbox(
    { kind: "movie.update", recordId: id, baseVersion: version, base, body: patch },
    online,
  );
}

export function deleteMovieThroughOutbox(id: string, online: () => Promise<unknown>) {
  return throughOutbox({ kind: "movie.delete", recordId: id }, online);
}

export function createSceneThroughOutbox(
  body: SceneCreate,
  online: (body: SceneCreate & { id: string }) => Promise<Scene>,
): Promise<Scene> {
  const withId = { ...body, id: body.id ?? crypto.randomUUID() };
  return throughOutbox(
    { kind: "scene.create", recordId: withId.id, movieId: body.movieId, body: withId },
    () => online(withId),
  );
}

export function updateSceneThroughOutbox(
  { id, version, ...patch }: SceneUpdate & { id: string },
  online: () => Promise<Scene>,
): Promise<Scene> {
  const base = cached<Scene>([["scenes"]], id);
  if (!base) return online();
  return throughOutbox(
    {
      kind: "scene.update",
      recordId: id,
      movieId: base.movieId,
      baseVersion: version,
      base,
      body: patch,
    },
    online,
  );
}

export function deleteSceneThroughOutbox(
  id: string,
  movieId: string,
  online: () => Promise<unknown>,
) {
  return throughOutbox({ kind: "scene.delete", recordId: id, movieId }, online);
}

export function reorderScenesThroughOutbox(
  movieId: string,
  sceneIds: string[],
  online: () => Promise<Scene[]>,
): Promise<Scene[]> {
  return throughOutbox(
    { kind: "scenes.reorder", recordId: orderKey(movieId), movieId, body: { sceneIds } },
    online,
  );
}

export function createCharacterThroughOutbox(
  input: CharacterCreate,
  online: (body: CharacterCreate & { id: string }) => Promise<Character>,
): Promise<Character> {
  const body = { ...input, id: input.id ?? crypto.randomUUID() };
  return throughOutbox(
    { kind: "character.create", recordId: body.id, movieId: body.movieId, body },
    () => online(body),
  );
}

export function updateCharacterThroughOutbox(
  { id, version, ...patch }: CharacterUpdate & { id: string },
  online: () => Promise<Character>,
): Promise<Character> {
  const base = cached<Character>([charactersQueryKey()], id);
  if (!base) return online();
  return throughOutbox(
    {
      kind: "character.update",
      recordId: id,
      movieId: base.movieId,
      baseVersion: version,
      base,
      body: patch,
    },
    online,
  );
}

export function deleteCharacterThroughOutbox(id: string, online: () => Promise<unknown>) {
  const shown = cached<Character>([charactersQueryKey()], id);
  if (!shown) return online();
  return throughOutbox({ kind: "character.delete", recordId: id, movieId: shown.movieId }, online);
}

// The composer's draft: kept on this device (its local copy) and sent when the server can be
// reached; the newest draft replaces one that waits (last write wins, as on the server).
export function saveDraftThroughOutbox(
  movieId: string,
  body: SceneDraftSave,
  online: () => Promise<unknown>,
) {
  return throughOutbox({ kind: "draft.save", recordId: draftKey(movieId), movieId, body }, online);
}

export function deleteDraftThroughOutbox(movieId: string, online: () => Promise<unknown>) {
  return throughOutbox({ kind: "draft.delete", recordId: draftKey(movieId), movieId }, online);
}

// Screenplays written live in this tab: their text is a CRDT that merges by itself, so a save is
// never kept in the outbox to be merged again later (it goes to the server, or fails as it is).
const liveScreenplays = new Set<string>();

export function setScreenplayLive(movieId: string, live: boolean): void {
  if (live) liveScreenplays.add(movieId);
  else liveScreenplays.delete(movieId);
}

// The editor keeps the version it last saved; after this device's queued save lands, the server
// is at a newer version made of the editor's own text, so the next save is based on that one.
export function saveScreenplayThroughOutbox(
  movieId: string,
  payload: ScreenplaySave,
  online: (payload: ScreenplaySave) => Promise<Screenplay>,
): Promise<Screenplay> {
  const session = currentSession();
  if (!session || liveScreenplays.has(movieId)) return online(payload);
  const version = session.engine.followVersion(movieId, payload.version);
  const { fountain, titlePage, name } = payload;
  const body = { fountain, titlePage, ...(name ? { name } : {}) };
  const shown = session.queryClient.getQueryData<Screenplay>(screenplayKey(movieId));
  return throughOutbox(
    {
      kind: "screenplay.save",
      recordId: movieId,
      baseVersion: version,
      baseFountain: shown && shown.version === version ? shown.fountain : null,
      body,
    },
    () => online({ ...payload, version }),
  );
}

// A scene's photo or video picked with no connection: kept on this device and uploaded by the
// sync. Null when there is no signed-in offline store (the caller reports the failure as before).
export async function keepSceneMediaOffline(file: File): Promise<UploadedMedia | null> {
  const session = currentSession();
  if (!session) return null;
  const { keepOfflineMedia } = await import("./offline-media");
  return keepOfflineMedia(file, session.userId);
}

export { isUnreachable, knownUnreachable };

// An interview answer: sent at once when the server answers, else kept in the outbox (null) and
// sent by the next sync, however the person leaves the screen.
export function answerInterviewThroughOutbox<T>(
  movieId: string,
  body: InterviewAnswerBody,
  online: () => Promise<T>,
): Promise<T | null> {
  return throughOutbox<T | null>(
    { kind: "interview.answer", recordId: body.turnId, movieId, body },
    online,
  );
}
