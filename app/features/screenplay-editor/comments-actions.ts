import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommentAnchor } from "#contracts/share-comments.ts";
import { apiClient, data, done } from "#app/lib/api-client";
import { shareLinksKey } from "#app/features/share/share-api";
import { movieCommentsKey, type MovieComment } from "./comments-query";

// Each answer goes into the cached list at once, then the list is fetched again for the server's
// placement.
function useCommentCache(movieId: string) {
  const queryClient = useQueryClient();
  const key = movieCommentsKey(movieId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const put = (comment: MovieComment) =>
    queryClient.setQueryData<MovieComment[]>(key, (list) =>
      list?.some((c) => c.id === comment.id)
        ? list.map((c) => (c.id === comment.id ? comment : c))
        : [...(list ?? []), comment],
    );
  return { queryClient, key, refresh, put };
}

// A comment on words made in the app (the comment box loads this with itself).
export function usePostComment(movieId: string) {
  const { refresh, put } = useCommentCache(movieId);
  return useMutation({
    mutationFn: (comment: { body: string; anchor: CommentAnchor }) =>
      data(
        apiClient.POST("/api/movies/{movieId}/comments", {
          params: { path: { movieId } },
          body: comment,
        }),
      ),
    onSuccess: (comment) => {
      put(comment);
      void refresh();
    },
  });
}

// What the people writing the movie do with its threads (the panel loads this with itself).
export function useCommentActions(movieId: string) {
  const { queryClient, key, refresh, put } = useCommentCache(movieId);

  const reply = useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      data(
        apiClient.POST("/api/movies/{movieId}/comments/{commentId}/replies", {
          params: { path: { movieId, commentId } },
          body: { body },
        }),
      ),
    onSuccess: (comment) => {
      put(comment);
      void refresh();
    },
  });

  const setStatus = useMutation({
    mutationFn: ({ commentId, status }: { commentId: string; status: "open" | "resolved" }) =>
      data(
        apiClient.PATCH("/api/movies/{movieId}/comments/{commentId}", {
          params: { path: { movieId, commentId } },
          body: { status },
        }),
      ),
    onSuccess: (comment) => {
      put(comment);
      void refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (commentId: string) =>
      done(
        apiClient.DELETE("/api/movies/{movieId}/comments/{commentId}", {
          params: { path: { movieId, commentId } },
        }),
      ),
    onSuccess: (_, commentId) => {
      // The thread's replies go with it.
      queryClient.setQueryData<MovieComment[]>(key, (list) =>
        list?.filter((c) => c.id !== commentId && c.parentId !== commentId),
      );
      void refresh();
    },
  });

  // The link's whole list of blocked names is sent: read it fresh, then add or take out one.
  const block = useMutation({
    mutationFn: async ({
      shareLinkId,
      name,
      blocked,
    }: {
      shareLinkId: string;
      name: string;
      blocked: boolean;
    }) => {
      const links = await data(apiClient.GET("/api/share-links"));
      const link = links.find((l) => l.id === shareLinkId);
      if (!link) throw new Error("That link is no longer there. Reload the page and try again.");
      const others = link.blockedNames.filter((n) => n.toLowerCase() !== name.toLowerCase());
      return data(
        apiClient.PATCH("/api/share-links/{id}", {
          params: { path: { id: shareLinkId } },
          body: { blockedNames: blocked ? [...others, name] : others },
        }),
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shareLinksKey });
      void refresh();
    },
  });

  return { reply, setStatus, remove, block };
}
