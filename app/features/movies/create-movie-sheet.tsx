import { useState } from "react";
import { useNavigate } from "react-router";
import { BottomSheet, SheetFormFooter } from "#app/components/ui/bottom-sheet";
import { useToast } from "#app/components/ui/toast";
import {
  COMPOSE_DELAY_AFTER_CREATE_MS,
  type ComposeNavState,
} from "#app/features/capture/compose-request";
import { scenesPath } from "#app/lib/paths";
import { emptyMovieDetails, MovieDetailsForm } from "./movie-details-form";
import { useCreateMovie } from "./movies-api";
import { savedMessage } from "#app/lib/offline/index";

const CLOSE_DELAY_MS = 300;

// Create New Movie, a bottom sheet. On success: toast, form reset, the sheet closes after
// 300 ms, and the new movie's scenes page opens with the composer.
export function CreateMovieSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateMovie();
  const [formKey, setFormKey] = useState(0);
  const [uploading, setUploading] = useState(false);
  const formId = "create-movie-form";

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Movie"
      description="A movie gathers the scenes of one story from your life."
      footer={
        <SheetFormFooter
          formId={formId}
          onCancel={() => onOpenChange(false)}
          submitLabel="Create Movie"
          pending={create.isPending}
          pendingLabel="Creating..."
          disabled={uploading}
        />
      }
    >
      <MovieDetailsForm
        key={formKey}
        formId={formId}
        initial={emptyMovieDetails}
        coverEntityId="temp"
        onUploadingChange={setUploading}
        onSubmit={(details) =>
          create.mutate(
            {
              title: details.title,
              description: details.description,
              genre: details.genre,
              coverImage: details.coverImage,
            },
            {
              onSuccess: (movie) => {
                toast({
                  title: "Movie created",
                  description: savedMessage(movie.id, "Your movie has been successfully created."),
                });
                setFormKey((k) => k + 1);
                window.setTimeout(() => {
                  onOpenChange(false);
                  const state: ComposeNavState = { composeAfterMs: COMPOSE_DELAY_AFTER_CREATE_MS };
                  void navigate(scenesPath(movie.id), { state });
                }, CLOSE_DELAY_MS);
              },
              onError: () => {
                toast({
                  variant: "destructive",
                  title: "Error",
                  description: "Failed to create movie. Please try again.",
                });
              },
            },
          )
        }
      />
    </BottomSheet>
  );
}
