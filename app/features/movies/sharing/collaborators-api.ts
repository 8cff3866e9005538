import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CollaboratorCreate, CollaboratorUpdate } from "#contracts/collaboration.ts";
import { apiClient, data, done } from "#app/lib/api-client";
import { moviesQueryKey } from "#app/lib/queries/movies";

// The people a movie is shared with, and the invitation link they open.

export const collaboratorsKey = (movieId: string) => ["collaborators", movieId] as const;

export function useCollaborators(movieId: string, enabled = true) {
  return useQuery({
    queryKey: collaboratorsKey(movieId),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/movies/{movieId}/collaborators", {
          params: { path: { movieId } },
          signal,
        }),
      ),
    enabled,
  });
}

export function useInviteCollaborator(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: CollaboratorCreate) =>
      data(
        apiClient.POST("/api/movies/{movieId}/collaborators", {
          params: { path: { movieId } },
          body: invite,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(movieId) }),
  });
}

export function useChangeCollaboratorRole(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...update }: CollaboratorUpdate & { id: string }) =>
      data(
        apiClient.PATCH("/api/movies/{movieId}/collaborators/{collaboratorId}", {
          params: { path: { movieId, collaboratorId: id } },
          body: update,
        }),
      ),
    // A stale version is answered 409: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(movieId) }),
  });
}

export function useRemoveCollaborator(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      done(
        apiClient.DELETE("/api/movies/{movieId}/collaborators/{collaboratorId}", {
          params: { path: { movieId, collaboratorId: id } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(movieId) }),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) =>
      data(apiClient.GET("/api/invitations/{token}", { params: { path: { token } }, signal })),
    // An unknown or spent link stays so: asking again says the same.
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      data(apiClient.POST("/api/invitations/{token}/accept", { params: { path: { token } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moviesQueryKey }),
  });
}
