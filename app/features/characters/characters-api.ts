import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Character, CharacterCreate, CharacterUpdate } from "#contracts/character.ts";
import { apiClient, data } from "#app/lib/api-client";
import {
  createCharacterThroughOutbox,
  deleteCharacterThroughOutbox,
  updateCharacterThroughOutbox,
} from "#app/lib/offline/offline-writes";
import { charactersQuery, charactersQueryKey } from "#app/lib/queries/characters";

export type { Character };
export { charactersQueryKey };

export function useCharacters(movieId?: string, enabled = true) {
  return useQuery({ ...charactersQuery(movieId), enabled });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["characters"] });
}

// Offline (or server down) these writes are kept in the outbox and shown at once: they must not
// wait for a network.
export function useCreateCharacter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CharacterCreate) =>
      createCharacterThroughOutbox(input, (body) =>
        data(apiClient.POST("/api/characters", { body })),
      ),
    networkMode: "always",
    onSuccess: invalidate,
  });
}

export function useUpdateCharacter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (update: CharacterUpdate & { id: string }) =>
      updateCharacterThroughOutbox(update, () => {
        const { id, ...patch } = update;
        return data(
          apiClient.PATCH("/api/characters/{id}", { params: { path: { id } }, body: patch }),
        );
      }),
    networkMode: "always",
    onSuccess: invalidate,
  });
}

export function useDeleteCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      deleteCharacterThroughOutbox(id, () =>
        data(apiClient.DELETE("/api/characters/{id}", { params: { path: { id } } })),
      ),
    networkMode: "always",
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["characters"] });
      // scenes that named the character drop it
      void queryClient.invalidateQueries({ queryKey: ["scenes"] });
    },
  });
}
