import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Production, Revision } from "#contracts/production.ts";
import { apiClient, data } from "#app/lib/api-client";
import { versionsKey } from "./screenplay-api";

export type { Production, Revision };

export const productionKey = (movieId: string) => ["screenplay", movieId, "production"] as const;

/** The writer's own day (the date printed with a lock or a revision). */
function localDay(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function useProduction(movieId: string) {
  return useQuery({
    queryKey: productionKey(movieId),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/movies/{movieId}/screenplay/production", {
          params: { path: { movieId } },
          signal,
        }),
      ),
  });
}

function useAfter(movieId: string) {
  const queryClient = useQueryClient();
  return (production: Production) => {
    queryClient.setQueryData(productionKey(movieId), production);
    void queryClient.invalidateQueries({ queryKey: versionsKey(movieId) });
  };
}

export function useLockPages(movieId: string) {
  const after = useAfter(movieId);
  return useMutation({
    mutationFn: (lock: boolean) =>
      lock
        ? data(
            apiClient.POST("/api/movies/{movieId}/screenplay/lock", {
              params: { path: { movieId } },
              body: { date: localDay() },
            }),
          )
        : data(
            apiClient.DELETE("/api/movies/{movieId}/screenplay/lock", {
              params: { path: { movieId } },
            }),
          ),
    onSuccess: after,
  });
}

export function useNewRevision(movieId: string) {
  const after = useAfter(movieId);
  return useMutation({
    mutationFn: () =>
      data(
        apiClient.POST("/api/movies/{movieId}/screenplay/revisions", {
          params: { path: { movieId } },
          body: { date: localDay() },
        }),
      ),
    onSuccess: (result) => after(result.production),
  });
}
