import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Movie, MovieCreate, MovieUpdate } from "#contracts/movie.ts";
import {
  createMovieThroughOutbox,
  deleteMovieThroughOutbox,
  updateMovieThroughOutbox,
} from "#app/lib/offline/offline-writes";
import { apiClient, data } from "#app/lib/api-client";
import { movieQuery, moviesQuery, moviesQueryKey } from "#app/lib/queries/movies";

export { moviesQuery, moviesQueryKey };

// The id is made here, so a retry or a create kept offline makes one movie, never two.
export function createMovie(input: MovieCreate): Promise<Movie> {
  const body = {
    id: input.id ?? crypto.randomUUID(),
    title: input.title.trim(),
    description: input.description?.trim() || undefined,
    genre: input.genre?.toLowerCase(),
    coverImage: input.coverImage?.trim() || undefined,
  };
  return createMovieThroughOutbox(body, () => data(apiClient.POST("/api/movies", { body })));
}

export function useMovies(enabled = true) {
  return useQuery({ ...moviesQuery, enabled });
}

export function useMovie(movieId: string | undefined) {
  return useQuery(movieQuery(movieId));
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
    mutationFn: (update: MovieUpdate & { id: string }) =>
      updateMovieThroughOutbox(update, () => {
        const { id, ...input } = update;
        return data(apiClient.PATCH("/api/movies/{id}", { params: { path: { id } }, body: input }));
      }),
    networkMode: "always",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moviesQueryKey }),
  });
}

export function useDeleteMovie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      deleteMovieThroughOutbox(id, () =>
        data(apiClient.DELETE("/api/movies/{id}", { params: { path: { id } } })),
      ),
    networkMode: "always",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moviesQueryKey }),
  });
}
