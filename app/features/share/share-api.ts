import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShareLink } from "#contracts/share-link.ts";
import { api } from "#app/lib/api-client";

export type { ShareLink };

export const shareLinksKey = ["share-links"] as const;

export function useShareLinks() {
  return useQuery({
    queryKey: shareLinksKey,
    queryFn: ({ signal }) => api.get<ShareLink[]>("/api/share-links", signal),
  });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ movieId, expiresAt }: { movieId: string; expiresAt: string | null }) =>
      api.post<ShareLink>(`/api/movies/${movieId}/share-links`, {
        id: crypto.randomUUID(),
        expiresAt,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/share-links/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey }),
  });
}
