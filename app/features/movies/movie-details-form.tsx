import { useState } from "react";
import type { Genre, MovieStatus } from "#contracts/movie-vocabulary.ts";
import { TextAreaField, TextField } from "#app/components/ui/field";
import { CoverPicker } from "#app/features/media/cover-picker";
import { GenrePicker } from "./genre-picker";
import { DEFAULT_GENRE } from "./movie-labels";
import { StatusPicker } from "./status-picker";

export type MovieDetails = {
  title: string;
  description: string;
  genre: Genre;
  coverImage: string;
  status: MovieStatus;
};

export const emptyMovieDetails: MovieDetails = {
  title: "",
  description: "",
  genre: DEFAULT_GENRE,
  coverImage: "",
  status: "draft",
};

// Title, 4-row description, genre pills, cover (upload or URL), and, when editing, the status.
export function MovieDetailsForm({
  formId,
  initial,
  coverEntityId,
  withStatus = false,
  onSubmit,
  onUploadingChange,
}: {
  formId: string;
  initial: MovieDetails;
  coverEntityId: string;
  withStatus?: boolean;
  onSubmit: (details: MovieDetails) => void;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const [details, setDetails] = useState<MovieDetails>(initial);
  const [titleError, setTitleError] = useState<string | undefined>();
  const set = <K extends keyof MovieDetails>(key: K, value: MovieDetails[K]) =>
    setDetails((d) => ({ ...d, [key]: value }));

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!details.title.trim()) {
      setTitleError("Give your movie a title.");
      event.currentTarget.querySelector<HTMLInputElement>("input[name=title]")?.focus();
      return;
    }
    onSubmit(details);
  }

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className="grid gap-5">
      <TextField
        label="Title"
        name="title"
        required
        autoComplete="off"
        maxLength={200}
        placeholder="e.g. The Summer We Built the Boat"
        value={details.title}
        error={titleError}
        onChange={(e) => {
          set("title", e.target.value);
          if (titleError) setTitleError(undefined);
        }}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        placeholder="Who is it about, and what changes for them?"
        value={details.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <GenrePicker value={details.genre} onChange={(g) => set("genre", g)} />
      <CoverPicker
        value={details.coverImage}
        onChange={(url) => set("coverImage", url)}
        entityId={coverEntityId}
        onUploadingChange={onUploadingChange}
      />
      {withStatus && <StatusPicker value={details.status} onChange={(s) => set("status", s)} />}
    </form>
  );
}
