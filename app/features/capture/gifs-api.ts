import { useInfiniteQuery } from "@tanstack/react-query";
import type { GifPage } from "#contracts/gif.ts";
import { apiClient, data } from "#app/lib/api-client";

// Trending when the term is empty, else a search (the server holds the GIPHY key and caches),
// 20 at a time.
export function useGifs(term: string, enabled: boolean) {
  const q = term.trim();
  return useInfiniteQuery({
    queryKey: ["gifs", q],
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }): Promise<GifPage> =>
      q
        ? data(
            apiClient.GET("/api/gifs/search", {
              params: { query: { q, offset: pageParam } },
              signal,
            }),
          )
        : data(
            apiClient.GET("/api/gifs/trending", {
              params: { query: { offset: pageParam } },
              signal,
            }),
          ),
    getNextPageParam: (last) => {
      const next = last.pagination.offset + last.pagination.count;
      return last.pagination.count > 0 && next < last.pagination.total ? next : undefined;
    },
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
