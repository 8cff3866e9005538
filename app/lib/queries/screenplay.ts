import { queryOptions } from "@tanstack/react-query";
import type { Screenplay } from "#contracts/screenplay.ts";
import { apiClient, data } from "#app/lib/api-client";

// Where a movie's screenplay is in the query cache, for the editor and the offline layer.

export const screenplayKey = (movieId: string) => ["screenplay", movieId] as const;
export const versionsKey = (movieId: string) => ["screenplay", movieId, "versions"] as const;

export function fetchScreenplay(movieId: string, signal?: AbortSignal): Promise<Screenplay> {
  return data(
    apiClient.GET("/api/movies/{movieId}/screenplay", { params: { path: { movieId } }, signal }),
  );
}

// The editor owns the text once loaded; a background refetch must not replace it.
export const screenplayQuery = (movieId: string) =>
  queryOptions({
    queryKey: screenplayKey(movieId),
    queryFn: ({ signal }) => fetchScreenplay(movieId, signal),
    staleTime: Infinity,
  });
