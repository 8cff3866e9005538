import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import type { Movie, MovieCreateInput } from "./types";

export const moviesQueryKey = ["movies"] as const;

export function createMovie(input: MovieCreateInput): Promise<Movie> {
  return api.post<Movie>("/api/movies", {
    title: input.title.trim(),
    description: input.description?.trim() || undefined,
    genre: input.genre.toLowerCase(),
    coverImage: input.coverImage,
  });
}

export function useMovies(enabled = true) {
  return useQuery({
    queryKey: moviesQueryKey,
    queryFn: ({ signal }) => api.get<Movie[]>("/api/movies", signal),
    enabled,
  });
}

export function useCreateMovie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMovie,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moviesQueryKey }),
  });
}
