import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Scene, SceneUpdate } from "@contracts/scene.ts";
import type { SceneCreate } from "@contracts/scene.ts";
import { moviesQueryKey } from "~/features/movies/movies-api";
import {
  createSceneThroughOutbox,
  updateSceneThroughOutbox,
} from "~/features/offline/offline-writes";
import { api } from "~/lib/api-client";

export type { Scene };

export const scenesQueryKey = (movieId: string) => ["scenes", movieId] as const;

// A movie's scenes, for useQuery here and for the offline store, which fetches them ahead.
export const scenesQuery = (movieId: string) =>
  queryOptions({
    queryKey: scenesQueryKey(movieId),
    queryFn: ({ signal }) => api.get<Scene[]>(`/api/movies/${movieId}/scenes`, signal),
  });

export function useScenes(movieId: string | undefined) {
  return useQuery({ ...scenesQuery(movieId ?? ""), enabled: Boolean(movieId) });
}

export function useCreateScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SceneCreate) =>
      createSceneThroughOutbox(payload, (body) => api.post<Scene>("/api/scenes", body)),
    // Offline the write is kept in the outbox and shown at once: it must not wait for a network.
    networkMode: "always",
    onSuccess: (scene) => {
      void queryClient.invalidateQueries({ queryKey: scenesQueryKey(scene.movieId) });
      void queryClient.invalidateQueries({ queryKey: moviesQueryKey });
    },
  });
}

export function useUpdateScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SceneUpdate & { id: string }) =>
      updateSceneThroughOutbox(update, () => {
        const { id, ...patch } = update;
        return api.patch<Scene>(`/api/scenes/${id}`, patch);
      }),
    networkMode: "always",
    onSuccess: (scene) => {
      void queryClient.invalidateQueries({ queryKey: scenesQueryKey(scene.movieId) });
      void queryClient.invalidateQueries({ queryKey: moviesQueryKey });
    },
  });
}

export function useDeleteScene(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/scenes/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scenesQueryKey(movieId) });
      void queryClient.invalidateQueries({ queryKey: moviesQueryKey });
    },
  });
}

// The new order shows at once; the server's answer (renumbered 1..n) replaces it.
export function useReorderScenes(movieId: string) {
  const queryClient = useQueryClient();
  const key = scenesQueryKey(movieId);
  return useMutation({
    mutationFn: (ordered: Scene[]) =>
      api.post<Scene[]>(`/api/movies/${movieId}/scenes/reorder`, {
        sceneIds: ordered.map((s) => s.id),
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Scene[]>(key);
      queryClient.setQueryData(key, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (scenes) => queryClient.setQueryData(key, scenes),
  });
}

export { moveItem } from "./order";
