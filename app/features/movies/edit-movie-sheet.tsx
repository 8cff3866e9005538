import { useState } from "react";
import type { Movie } from "#contracts/movie.ts";
import { BottomSheet, SheetFormFooter } from "#app/components/ui/bottom-sheet";
import { useToast } from "#app/components/ui/toast";
import { isConflict } from "#app/lib/api-client";
import { MovieDetailsForm } from "./movie-details-form";
import { toGenre } from "./movie-labels";
import { useUpdateMovie } from "./movies-api";
import { savedMessage } from "#app/lib/offline/index";

// Edit a movie's details, cover and status.
export function EditMovieSheet({
  movie,
  open,
  onOpenChange,
}: {
  movie: Movie;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const update = useUpdateMovie();
  const [uploading, setUploading] = useState(false);
  const formId = `edit-movie-${movie.id}`;

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Edit movie"
      footer={
        <SheetFormFooter
          formId={formId}
          onCancel={() => onOpenChange(false)}
          submitLabel="Save changes"
          pending={update.isPending}
          pendingLabel="Saving..."
          disabled={uploading}
        />
      }
    >
      {open && (
        <MovieDetailsForm
          formId={formId}
          withStatus
          coverEntityId={movie.id}
          onUploadingChange={setUploading}
          initial={{
            title: movie.title,
            description: movie.description ?? "",
            genre: toGenre(movie.genre),
            coverImage: movie.coverImage ?? "",
            status: movie.status,
          }}
          onSubmit={(details) =>
            update.mutate(
              {
                id: movie.id,
                version: movie.version,
                title: details.title.trim(),
                description: details.description.trim() || null,
                genre: details.genre,
                coverImage: details.coverImage.trim() || null,
                status: details.status,
              },
              {
                onSuccess: () => {
                  toast({
                    title: "Movie saved",
                    description: savedMessage(movie.id, "Your changes have been saved."),
                  });
                  onOpenChange(false);
                },
                onError: (error) => {
                  toast({
                    variant: "destructive",
                    title: "Error",
                    description: isConflict(error)
                      ? "This movie was changed elsewhere. Close this sheet and try again."
                      : error.message || "Failed to save the movie. Please try again.",
                  });
                },
              },
            )
          }
        />
      )}
    </BottomSheet>
  );
}
