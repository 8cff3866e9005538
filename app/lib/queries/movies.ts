import { queryOptions } from "@tanstack/react-query";
import { apiClient, data } from "#app/lib/api-client";

// Where the screens and the offline layer find movies in the query cache. Both import these
// (the feature's hooks and the offline layer's optimistic writes), so neither imports the other.

export const moviesQueryKey = ["movies"] as const;
export const movieQueryKey = (movieId: string | undefined) => [...moviesQueryKey, movieId] as const;

// The movie list, for useQuery and for code that fetches it on demand (the Capture button).
export const moviesQuery = queryOptions({
  queryKey: moviesQueryKey,
  queryFn: ({ signal }) => data(apiClient.GET("/api/movies", { signal })),
});

export const movieQuery = (movieId: string | undefined) =>
  queryOptions({
    queryKey: movieQueryKey(movieId),
    queryFn: ({ signal }) =>
      data(apiClient.GET("/api/movies/{id}", { params: { path: { id: movieId ?? "" } }, signal })),
    enabled: Boolean(movieId),
  });
