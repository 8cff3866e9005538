import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FORM_ERROR } from "./use-schema-form";

// A <form> run by react-hook-form: the browser's own validation bubbles are off (the fields show
// our words instead), and the handler runs only with valid values. A server's answer about the
// whole form from the last try is cleared when the person tries again.
export function SchemaForm<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  className,
  children,
}: {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: (values: Out) => Promise<void> | void;
  className?: string;
  children: React.ReactNode;
}) {
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(FORM_ERROR);
    await onSubmit(values);
  });
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
