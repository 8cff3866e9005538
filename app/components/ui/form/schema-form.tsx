import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FORM_ERROR } from "./use-schema-form";

// A <form> run by react-hook-form: the browser's own validation bubbles are off (the fields show
// our words instead), and the handler runs only with valid values. A server's answer about the
// whole form from the last try is cleared when the person tries again. Other attributes (an `id`
// a sheet's footer button names with `form=`, an `aria-label`) go to the <form>.
export function SchemaForm<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  children,
  ...attributes
}: Omit<React.FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate"> & {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: (values: Out) => Promise<void> | void;
  children: React.ReactNode;
  "data-hydrated"?: boolean;
}) {
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(FORM_ERROR);
    await onSubmit(values);
  });
  return (
    <FormProvider {...form}>
      <form {...attributes} noValidate onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
