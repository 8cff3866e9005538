import { useFormContext } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";

// The submit button of a <SchemaForm>: it shows its pending label and takes no second press while
// the form is sending.
export function SubmitButton({
  pendingLabel,
  ...button
}: Omit<React.ComponentProps<typeof Button>, "type" | "pending"> & { pendingLabel: string }) {
  const { formState } = useFormContext();
  return (
    <Button
      {...button}
      type="submit"
      pending={formState.isSubmitting}
      pendingLabel={pendingLabel}
    />
  );
}

// What went wrong with the form as a whole (the server refused, no connection), where the person
// is looking: just above the submit button. `message` adds an error kept outside the form (a
// social sign-in's).
export function FormError({ message }: { message?: string | null }) {
  const { formState } = useFormContext();
  const shown = formState.errors.root?.server?.message ?? message;
  return shown ? <FormAlert>{shown}</FormAlert> : null;
}
