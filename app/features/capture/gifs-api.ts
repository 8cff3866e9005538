import { useInfiniteQuery } from "@tanstack/react-query";
import type { GifPage } from "@contracts/gif.ts";
import { api } from "~/lib/api-client";

// Trending when the term is empty, else a search (the server holds the GIPHY key and caches),
// 20 at a time.
export function useGifs(term: string, enabled: boolean) {
  const q = term.trim();
  return useInfiniteQuery({
    queryKey: ["gifs", q],
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }) =>
      api.get<GifPage>(
        q
          ? `/api/gifs/search?q=${encodeURIComponent(q)}&offset=${pageParam}`
          : `/api/gifs/trending?offset=${pageParam}`,
        signal,
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
