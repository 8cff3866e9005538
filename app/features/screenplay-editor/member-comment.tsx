import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import type { MovieRole } from "#contracts/collaboration-roles.ts";

// The box and its form rules load on the first "Comment": the editor's first load stays within
// its budget (docs/ARCHITECTURE.md, Budgets).
const MemberCommentDialog = lazy(() =>
  import("./member-comment-dialog").then((m) => ({ default: m.MemberCommentDialog })),
);

type TextRange = { from: number; to: number };

const isMac = () =>
  typeof navigator !== "undefined" && /Mac|iP(hone|ad|od)/.test(navigator.platform);

/** The shortcut Google Docs uses for a comment: Ctrl+Alt+M (⌘⌥M on a Mac). */
function isCommentShortcut(event: KeyboardEvent): boolean {
  // The key's place, not its letter: Alt+M types "µ" on a Mac.
  return event.code === "KeyM" && event.altKey && (event.ctrlKey || event.metaKey);
}

/**
 * Commenting on words of the screenplay in the editor, for the owner, editors and commenters (a
 * commenter's editor is read-only, and selects all the same): a "Comment" button while words are
 * selected, the same by keyboard, and the box to write the comment in. A viewer gets neither.
 */
export function useMemberComment({
  movieId,
  role,
  selection,
  text,
  onPosted,
}: {
  movieId: string;
  role: MovieRole;
  /** The editor's selection (null when nothing is selected). */
  selection: TextRange | null;
  /** The editor's text now: the selection's offsets are in it. */
  text: () => string;
  /** The new thread is in the list: show it. */
  onPosted: (commentId: string) => void;
}) {
  // roleAllows(role, "comment"), said without loading the roles' module into the first load.
  const allowed = role !== "viewer";
  const [target, setTarget] = useState<{ text: string; range: TextRange } | null>(null);
  const usable = allowed && selection !== null && selection.to > selection.from;

  const start = () => {
    if (!usable) return;
    setTarget({ text: text(), range: selection });
  };
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isCommentShortcut(event)) return;
      event.preventDefault();
      startRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [allowed]);

  const mac = isMac();
  return {
    button: usable ? (
      <Button
        size="sm"
        variant="secondary"
        onClick={start}
        title={`Comment on the selected words (${mac ? "⌘⌥M" : "Ctrl+Alt+M"})`}
        aria-keyshortcuts={mac ? "Meta+Alt+M" : "Control+Alt+M"}
      >
        <MessageSquare className="size-4" aria-hidden />
        Comment
      </Button>
    ) : null,
    dialog: target ? (
      <Suspense fallback={null}>
        <MemberCommentDialog
          movieId={movieId}
          text={target.text}
          range={target.range}
          onClose={() => setTarget(null)}
          onPosted={(id) => {
            setTarget(null);
            onPosted(id);
          }}
        />
      </Suspense>
    ) : null,
  };
}
