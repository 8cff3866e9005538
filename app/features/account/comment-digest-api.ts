import type { CommentDigestSetting } from "#contracts/share-comments.ts";
import { apiClient, data } from "#app/lib/api-client";

export const commentDigestKey = ["account-comment-digest"] as const;

export function readCommentDigest(signal?: AbortSignal): Promise<CommentDigestSetting> {
  return data(apiClient.GET("/api/account/comment-digest", { signal }));
}

export function saveCommentDigest(commentDigest: boolean): Promise<CommentDigestSetting> {
  return data(apiClient.PUT("/api/account/comment-digest", { body: { commentDigest } }));
}
