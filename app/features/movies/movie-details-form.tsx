import { Controller } from "react-hook-form";
import type { MovieDetails } from "#contracts/movie.ts";
import { FormField, FormTextArea, SchemaForm, useSchemaForm } from "#app/components/ui/form";
import { CoverPicker } from "#app/features/media/cover-picker";
import { GenrePicker } from "./genre-picker";
import { DEFAULT_GENRE } from "./movie-labels";
import { StatusPicker } from "./status-picker";

export type { MovieDetails };

export const emptyMovieDetails: MovieDetails = {
  title: "",
  description: "",
  genre: DEFAULT_GENRE,
  coverImage: "",
  status: "draft",
};

// The rules (contracts/movie.ts) come with the zod runtime, which the create sheet, on every
// screen, must not bring into the first load: they load when the form is first checked.
const loadRules = () => import("#contracts/movie").then((rules) => rules.movieDetailsFormSchema);

// Title, 4-row description, genre pills, cover (upload or URL), and, when editing, the status.
// The submit button lives in the sheet's footer, which names the form by `formId`.
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
  const form = useSchemaForm(loadRules, initial);
  return (
    <SchemaForm form={form} id={formId} onSubmit={onSubmit} className="grid gap-5">
      <FormField
        name="title"
        label="Title"
        required
        autoComplete="off"
        maxLength={200}
        placeholder="e.g. The Summer We Built the Boat"
      />
      <FormTextArea
        name="description"
        label="Description"
        rows={4}
        placeholder="Who is it about, and what changes for them?"
      />
      <Controller
        control={form.control}
        name="genre"
        render={({ field }) => <GenrePicker value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="coverImage"
        render={({ field }) => (
          <CoverPicker
            value={field.value}
            onChange={field.onChange}
            entityId={coverEntityId}
            onUploadingChange={onUploadingChange}
          />
        )}
      />
      {withStatus && (
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => <StatusPicker value={field.value} onChange={field.onChange} />}
        />
      )}
    </SchemaForm>
  );
}
