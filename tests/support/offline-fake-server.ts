import { QueryClient } from "@tanstack/react-query";
import { vi } from "vitest";
import type { Screenplay } from "#contracts/screenplay.ts";
import { resolveStale } from "#app/lib/offline/conflicts";
import { createEngine, type Engine } from "#app/lib/offline/engine";
import { createStatusStore } from "#app/lib/offline/status-store";

// For the offline layer's tests: the product API faked at the fetch boundary, and an engine.

export type Handler = (method: string, path: string, body: unknown) => Response;
export type Call = { method: string; path: string; body: unknown };

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export const unreachable: Handler = () => {
  throw new TypeError("Failed to fetch");
};

// A movie's screenplay as the server answers it.
export const screenplayRecord = (
  fountain: string,
  version: number,
  updatedAt = "2026-01-01T00:00:00.000Z",
): Screenplay => ({
  movieId: "m1",
  fountain,
  titlePage: { entries: [] },
  version,
  updatedAt,
  lastCompiledAt: null,
  editedSinceCompile: true,
});

export function fakeServer() {
  const server = { handler: unreachable, calls: [] as Call[] };
  vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    server.calls.push({ method, path, body });
    return server.handler(method, path, body);
  });
  return server;
}

// `prefix` names the entries this engine makes (two engines are two tabs of one person).
export function testEngine(userId = "u1", prefix = "entry") {
  const queryClient = new QueryClient();
  const status = createStatusStore();
  let n = 0;
  const engine: Engine = createEngine({
    userId,
    queryClient,
    status,
    newId: () => `${prefix}-${++n}`,
    onStale: (entry) => resolveStale(engine, entry),
  });
  return { queryClient, status, engine };
}
