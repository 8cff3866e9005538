import { queryOptions } from "@tanstack/react-query";
import { apiClient, data } from "#app/lib/api-client";

// Where a movie's scenes are in the query cache, for the scenes feature and the offline layer
// (which puts waiting writes there and fetches the scenes ahead for offline use).

export const scenesQueryKey = (movieId: string) => ["scenes", movieId] as const;

export const scenesQuery = (movieId: string) =>
  queryOptions({
    queryKey: scenesQueryKey(movieId),
    queryFn: ({ signal }) =>
      data(apiClient.GET("/api/movies/{id}/scenes", { params: { path: { id: movieId } }, signal })),
  });
