import { MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useToast } from "~/components/ui/toast";
import { EditMovieSheet } from "./edit-movie-sheet";
import { useDeleteMovie } from "./movies-api";
import type { Movie } from "./types";

// Edit details (with cover and status) or delete, from a small menu on a movie.
export function MovieActions({
  movie,
  onDeleted,
  className,
}: {
  movie: Movie;
  onDeleted?: () => void;
  className?: string;
}) {
  const toast = useToast();
  const remove = useDeleteMovie();
  const [menuOpen, setMenuOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [menuOpen]);

  const scenes = movie.sceneCount === 1 ? "its 1 scene" : `all ${movie.sceneCount} of its scenes`;

  return (
    <div ref={rootRef} className={className}>
      <button
        type="button"
        aria-label={`Actions for ${movie.title}`}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((o) => !o)}
        className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </button>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="absolute top-12 right-2 z-20 w-52 rounded-2xl border border-line bg-white p-1.5 shadow-xl"
      >
        <button
          type="button"
          onClick={() => {
            setMenuOpen(false);
            setEditing(true);
          }}
          className="flex h-11 w-full items-center gap-2.5 rounded-xl px-3 text-left text-[15px] hover:bg-cream"
        >
          <Pencil className="size-4 text-ink-soft" aria-hidden />
          Edit details
        </button>
        <button
          type="button"
          onClick={() => {
            setMenuOpen(false);
            setConfirming(true);
          }}
          className="flex h-11 w-full items-center gap-2.5 rounded-xl px-3 text-left text-[15px] text-danger hover:bg-danger/5"
        >
          <Trash2 className="size-4" aria-hidden />
          Delete movie
        </button>
      </div>
      <EditMovieSheet movie={movie} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${movie.title}”?`}
        description={
          movie.sceneCount > 0
            ? `This deletes the movie and ${scenes}. It cannot be undone.`
            : "This deletes the movie and any scenes it has. It cannot be undone."
        }
        confirmLabel="Delete movie"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(movie.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({
                title: "Movie deleted",
                description: `“${movie.title}” and its scenes are gone.`,
              });
              onDeleted?.();
            },
            onError: (error) =>
              toast({
                variant: "destructive",
                title: "Error",
                description: error.message || "Failed to delete the movie. Please try again.",
              }),
          })
        }
      />
    </div>
  );
}
