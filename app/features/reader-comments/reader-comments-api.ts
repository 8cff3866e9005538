import type {
  ReaderCommentCreate,
  ReaderReactionCreate,
  SharedComment,
  SharedComments,
} from "#contracts/share-comments.ts";
import { apiErrorFrom, ApiError, parseBody } from "#app/lib/api/errors";
import { send } from "#app/lib/api/send";

// The shared page's calls, through the same send() as every call (a failure is an ApiError), and
// without openapi-fetch: this code loads with the comment box, after the shared page.

const commentsPath = (token: string) => `/api/share/${encodeURIComponent(token)}/comments`;

export async function fetchSharedComments(
  token: string,
  signal?: AbortSignal,
): Promise<SharedComments> {
  const response = await send(commentsPath(token), { method: "GET", signal, cache: "no-store" });
  const body = await parseBody(response);
  if (!response.ok) throw apiErrorFrom(response, body);
  return body as SharedComments;
}

export async function postSharedComment(
  token: string,
  post: ReaderCommentCreate | ReaderReactionCreate,
): Promise<SharedComment> {
  const response = await send(commentsPath(token), {
    method: "POST",
    body: JSON.stringify(post),
    contentType: "application/json",
  });
  const body = await parseBody(response);
  if (!response.ok) throw apiErrorFrom(response, body);
  return body as SharedComment;
}

// A failed send, in the reader's words.
export function readerErrorMessage(error: unknown, author: string): string {
  const writer = author.trim() || "The writer";
  if (error instanceof ApiError) {
    if (error.status === 429) return "You're commenting very fast — try again in a minute.";
    if (error.status === 404)
      return "This link no longer works: the writer may have turned it off. Copy your comment if you want to keep it.";
    if (error.code === "name_blocked") return `${writer} has turned off comments from this name.`;
    if (error.code === "comments_off") return `${writer} has turned off comments on this link.`;
    if (error.status === 400) return error.message;
    if (error.status >= 500)
      return "Something went wrong on our side. Your comment is still here — try again.";
  }
  return "Your comment could not be sent. Check your connection and try again — it is still here.";
}
