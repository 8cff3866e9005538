import { MoreHorizontal, Pencil, Trash2, UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Movie } from "#contracts/movie.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu";
import { useToast } from "#app/components/ui/toast";
import { useDeleteMovie } from "./movies-api";
import { savedMessage } from "#app/lib/offline/index";
import { isShared } from "./shared-badge";
import { nounFor } from "#contracts/plural.ts";

// The edit and share sheets (their form library and schemas) load when first opened, not with
// every list.
const EditMovieSheet = lazy(() =>
  import("./edit-movie-sheet").then((m) => ({ default: m.EditMovieSheet })),
);
const SharePeopleSheet = lazy(() =>
  import("./sharing/share-people-sheet").then((m) => ({ default: m.SharePeopleSheet })),
);

// Edit details (with cover and status), share with people, or delete, from a small menu on a
// movie. Only its owner has the menu: a movie shared with someone is the owner's to change.
export function MovieActions(props: { movie: Movie; onDeleted?: () => void; className?: string }) {
  return isShared(props.movie) ? null : <OwnerActions {...props} />;
}

function OwnerActions({
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
  const [editing, setEditing] = useState(false);
  // Once opened, the sheet stays rendered, so it can animate closed.
  const [editLoaded, setEditLoaded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [shareLoaded, setShareLoaded] = useState(false);

  const scenes = nounFor(movie.sceneCount, {
    one: "its 1 scene",
    other: `all ${movie.sceneCount} of its scenes`,
  });

  return (
    <div className={className}>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Actions for ${movie.title}`}
          className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
        >
          <MoreHorizontal className="size-5" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-52">
          <DropdownMenuItem
            onSelect={() => {
              setEditLoaded(true);
              setEditing(true);
            }}
          >
            <Pencil className="size-4 text-ink-soft" aria-hidden />
            Edit details
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              setShareLoaded(true);
              setSharing(true);
            }}
          >
            <UserPlus className="size-4 text-ink-soft" aria-hidden />
            Share with people
          </DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
            Delete movie
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {editLoaded && (
        <Suspense fallback={null}>
          <EditMovieSheet movie={movie} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
      {shareLoaded && (
        <Suspense fallback={null}>
          <SharePeopleSheet movie={movie} open={sharing} onOpenChange={setSharing} />
        </Suspense>
      )}
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
                description: savedMessage(movie.id, `“${movie.title}” and its scenes are gone.`),
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
