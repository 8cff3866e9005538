import { Controller } from "react-hook-form";
import type { MovieCreate } from "#contracts/movie.ts";
import { Button } from "#app/components/ui/button";
import {
  FormError,
  FormField,
  FormTextArea,
  SchemaForm,
  useSchemaForm,
} from "#app/components/ui/form";
import { GenrePicker } from "./genre-picker";
import { DEFAULT_GENRE } from "./movie-labels";

// The create form's rules (contracts/movie.ts), loaded when it is first checked: the public page
// it sits on keeps the zod runtime out of its first load.
const loadRules = () =>
  import("#contracts/movie").then((rules) =>
    rules.movieDetailsFormSchema.pick({ title: true, description: true, genre: true }),
  );

// Title (required), description and genre. The caller decides what submitting does, and says
// when it is sending and why it failed.
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
  const form = useSchemaForm(loadRules, { title: "", description: "", genre: DEFAULT_GENRE });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <FormField
        name="title"
        label="Title"
        required
        autoFocus={autoFocus}
        autoComplete="off"
        maxLength={200}
        placeholder="e.g. The Summer We Built the Boat"
      />
      <FormTextArea
        name="description"
        label="Description"
        rows={3}
        hint="Optional. A line or two about what this story is about."
        placeholder="Who is it about, and what changes for them?"
      />
      <Controller
        control={form.control}
        name="genre"
        render={({ field }) => <GenrePicker value={field.value} onChange={field.onChange} />}
      />
      <FormError message={error} />
      <Button type="submit" size="lg" block pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </SchemaForm>
  );
}
