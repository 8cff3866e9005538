import type { Movie } from "@contracts/movie.ts";
import type { Scene } from "@contracts/scene.ts";
import type { Screenplay } from "@contracts/screenplay.ts";
import { ApiError, api, isConflict } from "~/lib/api-client";
import type { OutboxEntry } from "./outbox";

// Sending one outbox entry through the product API, and what its answer means for the outbox.

export type Landed = Movie | Scene | Screenplay;

export type SendOutcome =
  | { type: "landed"; record: Landed; version: number }
  // No answer (offline, server stopped, a gateway in front of it down): try again later.
  | { type: "unreachable"; message: string }
  // The record changed on the server since the version this write was based on.
  | { type: "stale" }
  // Any other refusal or failure: the entry stays, with the message, and is tried again later.
  | { type: "failed"; message: string };

const GATEWAY_DOWN = new Set([502, 503, 504]);

// A write that found no server: the caller queues it instead of reporting a failure.
export function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status === 0 || GATEWAY_DOWN.has(error.status));
}

export function request(entry: OutboxEntry): Promise<Landed> {
  switch (entry.kind) {
    case "movie.create":
      return api.post<Movie>("/api/movies", entry.body);
    case "scene.create":
      return api.post<Scene>("/api/scenes", entry.body);
    case "scene.update":
      return api.patch<Scene>(`/api/scenes/${entry.recordId}`, {
        ...entry.body,
        version: entry.baseVersion,
      });
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
  if (isConflict(error) && (entry.kind === "scene.update" || entry.kind === "screenplay.save")) {
    return { type: "stale" };
  }
  return { type: "failed", message: error instanceof Error ? error.message : String(error) };
}

export async function send(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const record = await request(entry);
    return { type: "landed", record, version: record.version };
  } catch (error) {
    return outcomeOf(error, entry);
  }
}

// The server's current copy of a record, for a merge after a 409.
export async function fetchCurrent(entry: OutboxEntry): Promise<Scene | Screenplay | null> {
  if (entry.kind === "screenplay.save") {
    return api.get<Screenplay>(`/api/movies/${entry.recordId}/screenplay`);
  }
  if (entry.kind === "scene.update") {
    const scenes = await api.get<Scene[]>(`/api/movies/${entry.movieId}/scenes`);
    return scenes.find((s) => s.id === entry.recordId) ?? null;
  }
  return null;
}
