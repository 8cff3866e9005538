import type { QueryClient } from "@tanstack/react-query";
import { charactersQuery } from "#app/lib/queries/characters";
import { moviesQuery } from "#app/lib/queries/movies";
import { scenesQuery } from "#app/lib/queries/scenes";
import { screenplayQuery } from "#app/lib/queries/screenplay";

// After sign-in, online: the most recently updated movies' scenes, characters and screenplays are
// fetched ahead (into the persisted cache), so they open offline even when not visited this time.
export const WARM_MOVIES = 5;

// `active` turns false when the person signs out: no request is made for them after that.
export async function warmUp(queryClient: QueryClient, active: () => boolean): Promise<void> {
  const movies = await queryClient.fetchQuery(moviesQuery);
  const recent = [...movies]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, WARM_MOVIES);
  // Fetched ahead for offline, not because a screen asked: a screen that opens it online fetches
  // it again. Counted fresh, a list fetched a moment before scenes arrived from another device
  // stayed empty on screen for the whole of the cache's five minutes.
  const markStale = (queryKey: readonly unknown[]) =>
    queryClient.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
  for (const movie of recent) {
    const scenes = scenesQuery(movie.id);
    const characters = charactersQuery(movie.id);
    const screenplay = screenplayQuery(movie.id);
    const ahead = [
      () => queryClient.prefetchQuery(scenes).then(() => markStale(scenes.queryKey)),
      () => queryClient.prefetchQuery(characters).then(() => markStale(characters.queryKey)),
      () => queryClient.prefetchQuery(screenplay).then(() => markStale(screenplay.queryKey)),
    ];
    for (const fetchAhead of ahead) {
      if (!active()) return;
      await fetchAhead();
    }
  }
}
