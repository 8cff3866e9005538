import { useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import type { GifPage } from "../../../contracts/gif.ts";

// Trending when the term is empty, else a search (the server holds the GIPHY key and caches).
export function useGifs(term: string, enabled: boolean) {
  const q = term.trim();
  return useQuery({
    queryKey: ["gifs", q],
    queryFn: ({ signal }) =>
      api.get<GifPage>(
        q ? `/api/gifs/search?q=${encodeURIComponent(q)}&offset=0` : "/api/gifs/trending?offset=0",
        signal,
      ),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
