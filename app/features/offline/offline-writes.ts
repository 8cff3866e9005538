import type { Movie, MovieCreate } from "@contracts/movie.ts";
import type { Scene, SceneCreate, SceneUpdate } from "@contracts/scene.ts";
import type { Screenplay, ScreenplaySave } from "@contracts/screenplay.ts";
import type { OutboxWrite } from "./outbox";
import { currentSession, syncStatus } from "./session";
import { isUnreachable } from "./send";
import type { UploadedMedia } from "~/features/media/upload";

// The app's writes, through the outbox when they cannot reach the server: offline, server down,
// or behind a write to the same record that still waits. Such a write resolves at once with the
// record as it will be (shown as saved, "Waiting to sync") and is sent by the next sync. Online
// with nothing waiting, a write goes straight to the server as before.

async function throughOutbox<T>(write: OutboxWrite, online: () => Promise<T>): Promise<T> {
  const session = currentSession();
  if (!session) return online();
  const { engine, scheduler } = session;
  await engine.load();
  if (!syncStatus.get().online || engine.waitsFor(write)) {
    const shown = (await engine.enqueue(write)) as T;
    scheduler.trigger("write");
    return shown;
  }
  try {
    return await online();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    return (await engine.enqueue(write, error instanceof Error ? error.message : "offline")) as T;
  }
}

export function createMovieThroughOutbox(
  body: MovieCreate & { id: string },
  online: () => Promise<Movie>,
): Promise<Movie> {
  return throughOutbox({ kind: "movie.create", recordId: body.id, body }, online);
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

// The scene as the screens hold it is the base of a later field-by-field merge.
export function updateSceneThroughOutbox(
  { id, version, ...patch }: SceneUpdate & { id: string },
  online: () => Promise<Scene>,
): Promise<Scene> {
  const base = findScene(id);
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

function findScene(id: string): Scene | null {
  const session = currentSession();
  if (!session) return null;
  for (const [, list] of session.queryClient.getQueriesData<Scene[]>({ queryKey: ["scenes"] })) {
    const found = Array.isArray(list) ? list.find((s) => s.id === id) : undefined;
    if (found) return found;
  }
  return null;
}

// The editor keeps the version it last saved; after this device's queued save lands, the server
// is at a newer version made of the editor's own text, so the next save is based on that one.
export function saveScreenplayThroughOutbox(
  movieId: string,
  payload: ScreenplaySave,
  online: (payload: ScreenplaySave) => Promise<Screenplay>,
): Promise<Screenplay> {
  const session = currentSession();
  if (!session) return online(payload);
  const version = session.engine.followVersion(movieId, payload.version);
  const { fountain, titlePage, name } = payload;
  const body = { fountain, titlePage, ...(name ? { name } : {}) };
  const shown = session.queryClient.getQueryData<Screenplay>(["screenplay", movieId]);
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

export function knownOffline(): boolean {
  return !syncStatus.get().online;
}

export { isUnreachable };
