import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Scene, SceneUpdate } from "#contracts/scene.ts";
import type { SceneCreate } from "#contracts/scene.ts";
import {
  createSceneThroughOutbox,
  deleteSceneThroughOutbox,
  reorderScenesThroughOutbox,
  updateSceneThroughOutbox,
} from "#app/lib/offline/offline-writes";
import { apiClient, data } from "#app/lib/api-client";
import { moviesQueryKey } from "#app/lib/queries/movies";
import { scenesQuery, scenesQueryKey } from "#app/lib/queries/scenes";

export type { Scene };
export { scenesQuery, scenesQueryKey };

export function useScenes(movieId: string | undefined) {
  return useQuery({ ...scenesQuery(movieId ?? ""), enabled: Boolean(movieId) });
}

export function useCreateScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SceneCreate) =>
      createSceneThroughOutbox(payload, (body) => data(apiClient.POST("/api/scenes", { body }))),
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
        return data(apiClient.PATCH("/api/scenes/{id}", { params: { path: { id } }, body: patch }));
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
    mutationFn: (id: string) =>
      deleteSceneThroughOutbox(id, movieId, () =>
        data(apiClient.DELETE("/api/scenes/{id}", { params: { path: { id } } })),
      ),
    networkMode: "always",
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
    mutationFn: (ordered: Scene[]) => {
      const sceneIds = ordered.map((s) => s.id);
      return reorderScenesThroughOutbox(movieId, sceneIds, () =>
        data(
          apiClient.POST("/api/movies/{id}/scenes/reorder", {
            params: { path: { id: movieId } },
            body: { sceneIds },
          }),
        ),
      );
    },
    networkMode: "always",
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
