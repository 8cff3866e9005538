import type { Character } from "#contracts/character.ts";
import type { Movie } from "#contracts/movie.ts";
import type { Scene } from "#contracts/scene.ts";
import type { Screenplay } from "#contracts/screenplay.ts";
import { ApiError, api, isConflict } from "#app/lib/api-client";
import { draftUrl } from "./drafts";
import { isRecordUpdate, type OutboxEntry } from "./outbox";

// Sending one outbox entry through the product API, and what its answer means for the outbox.

export type Landed = Movie | Scene | Character | Screenplay | Scene[] | null;

export type SendOutcome =
  | { type: "landed"; record: Landed }
  // No answer (offline, server stopped, a gateway in front of it down): try again later.
  | { type: "unreachable"; message: string }
  // The record changed on the server since the version this write was based on (or, for a scene
  // order, the movie's scenes are not the ones the order names any more).
  | { type: "stale" }
  // Any other refusal or failure: the entry stays, with the message, and is tried again later.
  | { type: "failed"; message: string };

const GATEWAY_DOWN = new Set([502, 503, 504]);

// A write that found no server: the caller queues it instead of reporting a failure.
export function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status === 0 || GATEWAY_DOWN.has(error.status));
}

// A delete whose record is already gone did what it was asked.
const gone = (error: unknown) => error instanceof ApiError && error.status === 404;

async function remove(path: string): Promise<null> {
  try {
    await api.delete(path);
  } catch (error) {
    if (!gone(error)) throw error;
  }
  return null;
}

export function request(entry: OutboxEntry): Promise<Landed> {
  switch (entry.kind) {
    case "movie.create":
      return api.post<Movie>("/api/movies", entry.body);
    case "movie.update":
      return api.patch<Movie>(`/api/movies/${entry.recordId}`, {
        ...entry.body,
        version: entry.baseVersion,
      });
    case "movie.delete":
      return remove(`/api/movies/${entry.recordId}`);
    case "scene.create":
      return api.post<Scene>("/api/scenes", entry.body);
    case "scene.update":
      return api.patch<Scene>(`/api/scenes/${entry.recordId}`, {
        ...entry.body,
        version: entry.baseVersion,
      });
    case "scene.delete":
      return remove(`/api/scenes/${entry.recordId}`);
    case "scenes.reorder":
      return api.post<Scene[]>(`/api/movies/${entry.movieId}/scenes/reorder`, entry.body);
    case "character.create":
      return api.post<Character>("/api/characters", entry.body);
    case "character.update":
      return api.patch<Character>(`/api/characters/${entry.recordId}`, {
        ...entry.body,
        version: entry.baseVersion,
      });
    case "character.delete":
      return remove(`/api/characters/${entry.recordId}`);
    case "draft.save":
      return api.put<null>(draftUrl(entry.movieId), entry.body).then(() => null);
    case "draft.delete":
      return remove(draftUrl(entry.movieId));
    case "screenplay.save":
      return api.put<Screenplay>(`/api/movies/${entry.recordId}/screenplay`, {
        ...entry.body,
        version: entry.baseVersion,
      });
  }
}

export function outcomeOf(error: unknown, entry: OutboxEntry): SendOutcome {
  if (isUnreachable(error)) {
    return { type: "unreachable", message: error instanceof Error ? error.message : "offline" };
  }
  // A create's 409 is an id that belongs to someone else: merging cannot help.
  if (isConflict(error) && (isRecordUpdate(entry) || entry.kind === "screenplay.save")) {
    return { type: "stale" };
  }
  // The order names a scene the movie no longer has, or leaves out one added elsewhere.
  if (entry.kind === "scenes.reorder" && error instanceof ApiError && error.status === 400) {
    return { type: "stale" };
  }
  return { type: "failed", message: error instanceof Error ? error.message : String(error) };
}

export async function send(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    return { type: "landed", record: await request(entry) };
  } catch (error) {
    return outcomeOf(error, entry);
  }
}

// The version a landed record is at, for the writes to it that still wait.
export function versionOf(record: Landed): number | null {
  return record && !Array.isArray(record) ? record.version : null;
}

// The server's current copy of a record, for a merge after a 409 (null when it is gone).
export async function fetchCurrent(
  entry: OutboxEntry,
): Promise<Movie | Scene | Character | Screenplay | Scene[] | null> {
  const orNull = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      if (gone(error)) return null;
      throw error;
    });
  switch (entry.kind) {
    case "screenplay.save":
      return api.get<Screenplay>(`/api/movies/${entry.recordId}/screenplay`);
    case "movie.update":
      return orNull(api.get<Movie>(`/api/movies/${entry.recordId}`));
    case "scene.update": {
      const scenes = await orNull(api.get<Scene[]>(`/api/movies/${entry.movieId}/scenes`));
      return scenes?.find((s) => s.id === entry.recordId) ?? null;
    }
    case "scenes.reorder":
      return orNull(api.get<Scene[]>(`/api/movies/${entry.movieId}/scenes`));
    case "character.update": {
      const all = await api.get<Character[]>(
        `/api/characters?movieId=${encodeURIComponent(entry.movieId)}`,
      );
      return all.find((c) => c.id === entry.recordId) ?? null;
    }
    default:
      return null;
  }
}
