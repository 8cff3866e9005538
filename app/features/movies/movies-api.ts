import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Movie, MovieCreate, MovieUpdate } from "@contracts/movie.ts";
import { createMovieThroughOutbox } from "~/features/offline/offline-writes";
import { api } from "~/lib/api-client";

export const moviesQueryKey = ["movies"] as const;

// The id is made here, so a retry or a create kept offline makes one movie, never two.
export function createMovie(input: MovieCreate): Promise<Movie> {
  const body = {
    id: input.id ?? crypto.randomUUID(),
    title: input.title.trim(),
    description: input.description?.trim() || undefined,
    genre: input.genre?.toLowerCase(),
    coverImage: input.coverImage?.trim() || undefined,
  };
  return createMovieThroughOutbox(body, () => api.post<Movie>("/api/movies", body));
}

// The movie list, for useQuery here and for code that fetches it on demand (the Capture button).
export const moviesQuery = queryOptions({
  queryKey: moviesQueryKey,
  queryFn: ({ signal }) => api.get<Movie[]>("/api/movies", signal),
});

export function useMovies(enabled = true) {
  return useQuery({ ...moviesQuery, enabled });
}

export function useMovie(movieId: string | undefined) {
  return useQuery({
    queryKey: [...moviesQueryKey, movieId],
    queryFn: ({ signal }) => api.get<Movie>(`/api/movies/${movieId}`, signal),
    enabled: Boolean(movieId),
  });
}

export function useCreateMovie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMovie,
    // Offline the create is kept in the outbox and shown at once: it must not wait for a network.
    networkMode: "always",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moviesQueryKey }),
  });
}

export function useUpdateMovie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: MovieUpdate & { id: string }) =>
      api.patch<Movie>(`/api/movies/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moviesQueryKey }),
  });
}

export function useDeleteMovie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/movies/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moviesQueryKey }),
  });
}
