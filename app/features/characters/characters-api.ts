import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Character, CharacterCreate, CharacterUpdate } from "@contracts/character.ts";
import { api } from "~/lib/api-client";

export type { Character };

export const charactersQueryKey = (movieId?: string) =>
  movieId ? (["characters", movieId] as const) : (["characters"] as const);

export function useCharacters(movieId?: string, enabled = true) {
  return useQuery({
    queryKey: charactersQueryKey(movieId),
    queryFn: ({ signal }) =>
      api.get<Character[]>(
        movieId ? `/api/characters?movieId=${encodeURIComponent(movieId)}` : "/api/characters",
        signal,
      ),
    enabled,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["characters"] });
}

export function useCreateCharacter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CharacterCreate) => api.post<Character>("/api/characters", input),
    onSuccess: invalidate,
  });
}

export function useUpdateCharacter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...patch }: CharacterUpdate & { id: string }) =>
      api.patch<Character>(`/api/characters/${id}`, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/characters/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["characters"] });
      // scenes that named the character drop it
      void queryClient.invalidateQueries({ queryKey: ["scenes"] });
    },
  });
}
