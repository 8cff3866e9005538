import { Loader2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { MovieRole } from "#contracts/collaboration-roles.ts";
import type { CommentsPart } from "./editor-side-panel";
import { marginComments, openThreadCount, useMovieComments } from "./comments-query";
import type { Preview } from "./use-pagination";

// The list, its actions and their forms load when the panel first shows the comments: the
// editor's first load stays within its budget (docs/ARCHITECTURE.md, Budgets).
const CommentsPanel = lazy(() =>
  import("./comments-panel").then((m) => ({ default: m.CommentsPanel })),
);

/**
 * The comments in the editor (readers' for the owner, and everyone's made in the app): what the
 * margin shows, the panel's part, and moving between
 * them. The list is fetched when the editor opens, again after every save (the server places
 * each comment in the text just saved), when the panel opens, and every minute while in view.
 */
export function useEditorComments({
  movieId,
  lastSavedAt,
  preview,
  goToComment,
  goToLine,
  role,
}: {
  movieId: string;
  /** What this person may do with the threads (the server lists what they may see). */
  role: MovieRole;
  /** Changes on every save. */
  lastSavedAt: string | null;
  preview: Preview;
  /** Moves the editor to a thread's marker (false when it has none). */
  goToComment: (id: string) => boolean;
  /** Moves the editor to a 1-based line. */
  goToLine: (line: number) => void;
}) {
  const query = useMovieComments(movieId);
  const { refetch } = query;
  const [focusId, setFocusId] = useState<string | null>(null);

  const saved = useRef(lastSavedAt);
  useEffect(() => {
    if (saved.current === lastSavedAt) return;
    saved.current = lastSavedAt;
    void refetch();
  }, [lastSavedAt, refetch]);

  const headingLines = preview.headingLines;
  const margin = useMemo(
    () => marginComments(query.data ?? [], headingLines),
    // Scene headings move as the writer types: only a change in their lines moves a marker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.data, headingLines.join()],
  );
  const scenes = useMemo(
    () => preview.pagination.scenes.map((s) => ({ heading: s.text })),
    [preview.pagination.scenes],
  );

  const go = (id: string) => {
    setFocusId(id);
    const scene = /^reactions-(\d+)$/.exec(id);
    if (scene) {
      const line = headingLines[Number(scene[1])];
      if (line !== undefined) goToLine(line);
      return;
    }
    goToComment(id);
  };

  const onShownChange = useCallback(
    (shown: boolean) => {
      if (shown) void refetch();
    },
    [refetch],
  );

  const part: CommentsPart = {
    available: (query.data?.length ?? 0) > 0,
    count: openThreadCount(query.data),
    onShownChange,
    render: () => (
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 p-4 text-sm text-ink-soft">
            <Loader2 className="size-4 animate-spin text-ember" aria-hidden />
            Opening the comments…
          </p>
        }
      >
        <CommentsPanel
          movieId={movieId}
          role={role}
          comments={query.data}
          loading={query.isPending}
          error={query.isError ? query.error.message : null}
          onRetry={() => void refetch()}
          scenes={scenes}
          focusId={focusId}
          onGo={(id) => goRef.current(id)}
        />
      </Suspense>
    ),
  };
  const goRef = useRef(go);
  goRef.current = go;

  return {
    margin,
    part,
    /** A marker was clicked: the list shows its first thread. */
    focus: (ids: string[]) => setFocusId(ids[0] ?? null),
    go,
  };
}
