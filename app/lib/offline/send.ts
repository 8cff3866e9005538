import type { Character } from "#contracts/character.ts";
import type { Interview } from "#contracts/interview-session.ts";
import type { Movie } from "#contracts/movie.ts";
import type { Scene } from "#contracts/scene.ts";
import type { Screenplay } from "#contracts/screenplay.ts";
import { ApiError, apiClient, data, done, isConflict } from "#app/lib/api-client";
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

async function remove(call: Promise<{ error?: unknown; response: Response }>): Promise<null> {
  try {
    await done(call);
  } catch (error) {
    if (!gone(error)) throw error;
  }
  return null;
}

// Each kind of queued write is one typed call: its body is the one the outbox entry holds, and
// what lands is the answer the API document gives for it.
export function request(entry: OutboxEntry): Promise<Landed> {
  switch (entry.kind) {
    case "movie.create":
      return data(apiClient.POST("/api/movies", { body: entry.body }));
    case "movie.update":
      return data(
        apiClient.PATCH("/api/movies/{id}", {
          params: { path: { id: entry.recordId } },
          body: { ...entry.body, version: entry.baseVersion },
        }),
      );
    case "movie.delete":
      return remove(
        apiClient.DELETE("/api/movies/{id}", { params: { path: { id: entry.recordId } } }),
      );
    case "scene.create":
      return data(apiClient.POST("/api/scenes", { body: entry.body }));
    case "scene.update":
      return data(
        apiClient.PATCH("/api/scenes/{id}", {
          params: { path: { id: entry.recordId } },
          body: { ...entry.body, version: entry.baseVersion },
        }),
      );
    case "scene.delete":
      return remove(
        apiClient.DELETE("/api/scenes/{id}", { params: { path: { id: entry.recordId } } }),
      );
    case "scenes.reorder":
      return data(
        apiClient.POST("/api/movies/{id}/scenes/reorder", {
          params: { path: { id: entry.movieId } },
          body: entry.body,
        }),
      );
    case "character.create":
      return data(apiClient.POST("/api/characters", { body: entry.body }));
    case "character.update":
      return data(
        apiClient.PATCH("/api/characters/{id}", {
          params: { path: { id: entry.recordId } },
          body: { ...entry.body, version: entry.baseVersion },
        }),
      );
    case "character.delete":
      return remove(
        apiClient.DELETE("/api/characters/{id}", { params: { path: { id: entry.recordId } } }),
      );
    case "draft.save":
      return done(
        apiClient.PUT("/api/drafts/scene", {
          params: { query: { movieId: entry.movieId } },
          body: entry.body,
        }),
      ).then(() => null);
    case "draft.delete":
      return remove(
        apiClient.DELETE("/api/drafts/scene", { params: { query: { movieId: entry.movieId } } }),
      );
    case "interview.answer":
      return data(
        apiClient.POST("/api/interviews/{id}/answers", {
          params: { path: { id: entry.body.interviewId } },
          body: { turnId: entry.body.turnId, answer: entry.body.answer },
        }),
      ).then(() => null);
    case "screenplay.save":
      return data(
        apiClient.PUT("/api/movies/{movieId}/screenplay", {
          params: { path: { movieId: entry.recordId } },
          body: { ...entry.body, version: entry.baseVersion },
        }),
      );
  }
}

export function outcomeOf(error: unknown, entry: OutboxEntry): SendOutcome {
  if (isUnreachable(error)) {
    return { type: "unreachable", message: error instanceof Error ? error.message : "offline" };
  }
  // A create's 409 is an id that belongs to someone else: merging cannot help. An interview
  // answer's is its question answered or skipped on another device: its words go back to the box.
  if (
    isConflict(error) &&
    (isRecordUpdate(entry) || entry.kind === "screenplay.save" || entry.kind === "interview.answer")
  ) {
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
): Promise<Movie | Scene | Character | Screenplay | Scene[] | Interview | null> {
  const orNull = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      if (gone(error)) return null;
      throw error;
    });
  const scenesOf = (movieId: string) =>
    orNull(data(apiClient.GET("/api/movies/{id}/scenes", { params: { path: { id: movieId } } })));
  switch (entry.kind) {
    case "screenplay.save":
      return data(
        apiClient.GET("/api/movies/{movieId}/screenplay", {
          params: { path: { movieId: entry.recordId } },
        }),
      );
    case "movie.update":
      return orNull(
        data(apiClient.GET("/api/movies/{id}", { params: { path: { id: entry.recordId } } })),
      );
    case "scene.update": {
      const scenes = await scenesOf(entry.movieId);
      return scenes?.find((s) => s.id === entry.recordId) ?? null;
    }
    case "scenes.reorder":
      return scenesOf(entry.movieId);
    case "character.update": {
      const all = await data(
        apiClient.GET("/api/characters", { params: { query: { movieId: entry.movieId } } }),
      );
      return all.find((c) => c.id === entry.recordId) ?? null;
    }
    case "interview.answer":
      return orNull(
        data(
          apiClient.GET("/api/interviews/{id}", {
            params: { path: { id: entry.body.interviewId } },
          }),
        ),
      );
    default:
      return null;
  }
}
