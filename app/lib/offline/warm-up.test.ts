import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scenesQuery, scenesQueryKey } from "#app/lib/queries/scenes";
import { warmUp } from "./warm-up";

// Fetching ahead after sign-in, against a fake server at the fetch boundary.

const MOVIE = "6f1c2a3b-0000-4000-8000-000000000001";

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(scenes: () => unknown[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((path: string) => {
      asked.push(path);
      const body =
        path === "/api/movies"
          ? [{ id: MOVIE, title: "The Crossing", updatedAt: "2026-11-27T10:00:00.000Z" }]
          : path === `/api/movies/${MOVIE}/scenes`
            ? scenes()
            : [];
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
      );
    }),
  );
  return asked;
}

describe("warmUp", () => {
  it("keeps a movie's scenes for offline, and a screen opened online asks for them again", async () => {
    let scenes: unknown[] = [];
    const asked = serve(() => scenes);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: 5 * 60_000, retry: false } },
    });

    await warmUp(queryClient, () => true);
    expect(queryClient.getQueryData(scenesQueryKey(MOVIE))).toEqual([]);

    // Scenes arrive from another device; then the person opens the movie.
    scenes = [{ id: "scene-1", title: "The letter" }];
    const observer = new QueryObserver(queryClient, scenesQuery(MOVIE));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryClient.getQueryData(scenesQueryKey(MOVIE))).toEqual(scenes));
    unsubscribe();
    expect(asked.filter((p) => p === `/api/movies/${MOVIE}/scenes`)).toHaveLength(2);
  });

  it("asks for nothing more once the person has signed out", async () => {
    const asked = serve(() => []);
    await warmUp(new QueryClient(), () => false);
    expect(asked).toEqual(["/api/movies"]);
  });
});
