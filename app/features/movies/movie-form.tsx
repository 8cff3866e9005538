import { useState } from "react";
import type { Genre } from "#contracts/movie-vocabulary.ts";
import type { MovieCreate } from "#contracts/movie.ts";
import { Button } from "#app/components/ui/button";
import { TextAreaField, TextField } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { GenrePicker } from "./genre-picker";
import { DEFAULT_GENRE } from "./movie-labels";

// Title (required), description and genre. The caller decides what submitting does.
export function MovieForm({
  onSubmit,
  pending,
  error,
  submitLabel = "Create movie",
  pendingLabel = "Creating...",
  autoFocus = false,
}: {
  onSubmit: (input: MovieCreate) => void;
  pending: boolean;
  error?: string | null;
  submitLabel?: string;
  pendingLabel?: string;
  autoFocus?: boolean;
}) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [genre, setGenre] = useState<Genre>(DEFAULT_GENRE);
  const [titleError, setTitleError] = useState<string | undefined>();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError("Give your movie a title.");
      event.currentTarget.querySelector<HTMLInputElement>("input[name=title]")?.focus();
      return;
    }
    onSubmit({ title: title.trim(), description: description.trim(), genre });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <TextField
        label="Title"
        name="title"
        required
        autoFocus={autoFocus}
        autoComplete="off"
        maxLength={200}
        placeholder="e.g. The Summer We Built the Boat"
        value={title}
        error={titleError}
        onChange={(e) => {
          setTitle(e.target.value);
          if (titleError) setTitleError(undefined);
        }}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={3}
        hint="Optional. A line or two about what this story is about."
        placeholder="Who is it about, and what changes for them?"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <GenrePicker value={genre} onChange={setGenre} />
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" block pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
