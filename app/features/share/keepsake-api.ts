import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Keepsake, KeepsakeRequest } from "#contracts/keepsake.ts";
import { apiClient, data } from "#app/lib/api-client";

export type { Keepsake };

const keepsakeKey = (movieId: string, id: string) => ["keepsake", movieId, id] as const;
const settled = (k: Keepsake | undefined) => k?.status === "ready" || k?.status === "failed";

// The book being made, asked again every two seconds until it is ready or failed.
export function useKeepsake(movieId: string, id: string | null) {
  return useQuery({
    queryKey: keepsakeKey(movieId, id ?? ""),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/movies/{movieId}/keepsake/{keepsakeId}", {
          params: { path: { movieId, keepsakeId: id ?? "" } },
          signal,
        }),
      ),
    enabled: Boolean(id),
    refetchInterval: (query) => (settled(query.state.data) ? false : 2000),
  });
}

export function useStartKeepsake(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KeepsakeRequest) =>
      data(
        apiClient.POST("/api/movies/{movieId}/keepsake", {
          params: { path: { movieId } },
          body,
        }),
      ),
    onSuccess: (started) =>
      queryClient.invalidateQueries({ queryKey: keepsakeKey(movieId, started.id) }),
  });
}

// The last book asked for on this device, per movie: a reload still shows its progress.
const storageKey = (movieId: string) => `lifescript:keepsake:${movieId}`;
export function rememberedKeepsake(movieId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(movieId));
  } catch {
    return null;
  }
}
export function rememberKeepsake(movieId: string, id: string): void {
  try {
    window.localStorage.setItem(storageKey(movieId), id);
  } catch {
    // Private mode: the progress shows until the page is left.
  }
}
