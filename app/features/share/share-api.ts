import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommentMode } from "#contracts/share-comments.ts";
import type { ShareLink, ShareLinkPatch } from "#contracts/share-link.ts";
import { apiClient, data, done } from "#app/lib/api-client";

export type { ShareLink };

export const shareLinksKey = ["share-links"] as const;

export function useShareLinks() {
  return useQuery({
    queryKey: shareLinksKey,
    queryFn: ({ signal }) => data(apiClient.GET("/api/share-links", { signal })),
  });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      movieId,
      expiresAt,
      comments,
    }: {
      movieId: string;
      expiresAt: string | null;
      comments: CommentMode;
    }) =>
      data(
        apiClient.POST("/api/movies/{movieId}/share-links", {
          params: { path: { movieId } },
          body: { id: crypto.randomUUID(), expiresAt, comments },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      done(apiClient.DELETE("/api/share-links/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey }),
  });
}

// Who may comment on a link, and the names blocked on it (the whole list).
export function useUpdateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ShareLinkPatch }) =>
      data(apiClient.PATCH("/api/share-links/{id}", { params: { path: { id } }, body: patch })),
    onSuccess: (link) =>
      queryClient.setQueryData<ShareLink[]>(shareLinksKey, (links) =>
        links?.map((l) => (l.id === link.id ? link : l)),
      ),
  });
}
