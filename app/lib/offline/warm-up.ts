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
  for (const movie of recent) {
    const ahead = [
      () => queryClient.prefetchQuery(scenesQuery(movie.id)),
      () => queryClient.prefetchQuery(charactersQuery(movie.id)),
      () => queryClient.prefetchQuery(screenplayQuery(movie.id)),
    ];
    for (const fetchAhead of ahead) {
      if (!active()) return;
      await fetchAhead();
    }
  }
}
