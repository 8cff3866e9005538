import { queryOptions } from "@tanstack/react-query";
import { apiClient, data } from "#app/lib/api-client";

// Where characters are in the query cache (all of a person's, or one movie's), for the
// characters feature and the offline layer.

export const charactersQueryKey = (movieId?: string) =>
  movieId ? (["characters", movieId] as const) : (["characters"] as const);

export const charactersQuery = (movieId?: string) =>
  queryOptions({
    queryKey: charactersQueryKey(movieId),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/characters", {
          params: { query: movieId ? { movieId } : {} },
          signal,
        }),
      ),
  });
