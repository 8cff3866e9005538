import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";

// A form validated by a contract's zod schema: the same rules and words the server uses. Errors
// show once the person submits, then follow their typing; the first invalid field (in the order
// the form shows them) takes the focus. The submit handler receives the schema's parsed output
// (trimmed, a phone number normalised).
export type SchemaForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): SchemaForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
}

// The key a server's answer about the whole form is kept under (shown by <FormError>).
export const FORM_ERROR = "root.server" as const;
