import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
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

// A schema, or a way to load it: a page whose first load must stay light (the public site) loads
// its form's rules, and the zod runtime with them, when the form is first checked.
type SchemaSource<S> = S | (() => Promise<S>);

export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<S>,
  defaultValues: DefaultValues<z.input<S>>,
): SchemaForm<S> {
  // A loaded schema is kept; one given as is may change with the props (a current email).
  const [lazy] = useState(() => (typeof schema === "function" ? lazyResolver(schema) : null));
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: lazy ?? (zodResolver(schema as never) as never),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
}

function lazyResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let loaded: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().then((s) => zodResolver(s as never) as never);
    return (await loaded)(values, context, options);
  };
}

// The key a server's answer about the whole form is kept under (shown by <FormError>).
export const FORM_ERROR = "root.server" as const;
