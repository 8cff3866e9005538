import type { QueryClient } from "@tanstack/react-query";
import { charactersQuery } from "~/lib/queries/characters";
import { moviesQuery } from "~/lib/queries/movies";
import { scenesQuery } from "~/lib/queries/scenes";
import { screenplayQuery } from "~/lib/queries/screenplay";

// After sign-in, online: the most recently updated movies' scenes, characters and screenplays are
// fetched ahead (into the persisted cache), so they open offline even when not visited this time.
export const WARM_MOVIES = 5;

export async function warmUp(queryClient: QueryClient): Promise<void> {
  const movies = await queryClient.fetchQuery(moviesQuery);
  const recent = [...movies]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, WARM_MOVIES);
  for (const movie of recent) {
    await queryClient.prefetchQuery(scenesQuery(movie.id));
    await queryClient.prefetchQuery(charactersQuery(movie.id));
    await queryClient.prefetchQuery(screenplayQuery(movie.id));
  }
}
