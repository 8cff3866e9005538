import { useQuery } from "@tanstack/react-query";
import type { MovieComment } from "#contracts/share-comments.ts";
import { apiClient, data } from "#app/lib/api-client";
import type { MarginComment } from "./comment-margin";

export type { MovieComment };

export const movieCommentsKey = (movieId: string) => ["movies", movieId, "comments"] as const;

// Comments change without this person doing anything: while the editor is in view they are
// fetched again every minute (react-query pauses the interval in a hidden tab), and after every save
// (see advanced-view.tsx) so the server places them in the text just saved.
const REFRESH_MS = 60_000;

// Everyone with access asks: the owner gets readers' threads and the ones made in the app, the
// people the movie is shared with the ones made in the app.
export function useMovieComments(movieId: string) {
  return useQuery({
    queryKey: movieCommentsKey(movieId),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/movies/{movieId}/comments", { params: { path: { movieId } }, signal }),
      ).then((answer) => answer.comments),
    refetchInterval: REFRESH_MS,
    // A movie without links answers an empty list; failures show in the panel, not as a toast.
    retry: 1,
  });
}

/** Threads still waiting for the writer: the count on the panel's button. */
export function openThreadCount(comments: readonly MovieComment[] | undefined): number {
  return (comments ?? []).filter(
    (c) => c.kind === "comment" && c.parentId === null && c.status === "open",
  ).length;
}

/** The margin id of a scene's reactions (one marker per scene). */
export const reactionsMarkerId = (sceneIndex: number) => `reactions-${sceneIndex}`;

/** What the editor's margin shows: each thread on its words (or its scene's heading), and one
 * marker per scene with reactions. Threads whose passage changed have no place in the text. */
export function marginComments(
  comments: readonly MovieComment[],
  headingLines: readonly number[],
): MarginComment[] {
  const marks: MarginComment[] = [];
  const reacted = new Set<number>();
  const headingLine = (scene: number | null) =>
    scene === null
      ? undefined
      : headingLines[scene] === undefined
        ? undefined
        : headingLines[scene] - 1;
  for (const c of comments) {
    if (c.parentId !== null) continue;
    if (c.kind === "reaction") {
      const line = headingLine(c.sceneIndex);
      if (line === undefined || c.sceneIndex === null || reacted.has(c.sceneIndex)) continue;
      reacted.add(c.sceneIndex);
      marks.push({
        id: reactionsMarkerId(c.sceneIndex),
        anchor: null,
        line,
        open: true,
        reactions: true,
      });
    } else if (c.anchor?.line != null) {
      marks.push({ id: c.id, anchor: c.anchor, line: c.anchor.line, open: c.status === "open" });
    } else if (c.anchor === null) {
      const line = headingLine(c.sceneIndex);
      if (line !== undefined)
        marks.push({ id: c.id, anchor: null, line, open: c.status === "open" });
    }
  }
  return marks;
}
