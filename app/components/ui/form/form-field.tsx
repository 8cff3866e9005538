import { useFormContext } from "react-hook-form";
import { TextAreaField, TextField } from "#app/components/ui/field";

type InputProps = Omit<React.ComponentProps<typeof TextField>, "name" | "error" | "type" | "label">;

// What each kind of field asks of the browser: the keyboard a phone shows, autofill, spelling.
const kinds = {
  email: {
    label: "Email",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    autoCapitalize: "none",
    spellCheck: false,
  },
  phone: {
    label: "Phone number",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
    placeholder: "+44 7700 900123",
    hint: "With your country code",
  },
  password: { label: "Password", type: "password" },
  name: { label: "Name", type: "text", autoComplete: "name" },
  text: { label: "", type: "text" },
} satisfies Record<string, InputProps & { label: string; type: string }>;

export type FieldKind = keyof typeof kinds;

// What a field of a <SchemaForm> passes to its input: react-hook-form's registration, and the
// message of its error. A field the person leaves with a value in it is checked then; an empty
// one waits for the submit. `checkOnBlur: false` waits for the submit in every case: where a
// message appearing under the last field would move the submit button away from the pointer
// that is pressing it (the click would be lost).
export function useSchemaField(name: string, { checkOnBlur = true } = {}) {
  const { register, getFieldState, formState, trigger } = useFormContext();
  const { error } = getFieldState(name, formState);
  const field = register(name, {
    onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (checkOnBlur && event.target.value) void trigger(name);
    },
  });
  return { field, error: error?.message };
}

// One input of a <SchemaForm>: its label, its hint, and the message of its error under it
// (announced and tied to the input with aria-describedby).
export function FormField({
  name,
  kind = "text",
  label,
  ...input
}: InputProps & { name: string; kind?: FieldKind; label?: string }) {
  const { field, error } = useSchemaField(name);
  const { label: kindLabel, ...preset } = kinds[kind];
  return <TextField {...preset} {...input} {...field} label={label ?? kindLabel} error={error} />;
}

// A several-line text of a <SchemaForm> (a description, a message), with its label and error.
// `checkOnBlur: false` where it is the last field before the submit button (see useSchemaField).
export function FormTextArea({
  name,
  checkOnBlur,
  ...textarea
}: Omit<React.ComponentProps<typeof TextAreaField>, "name" | "error"> & {
  name: string;
  checkOnBlur?: boolean;
}) {
  const { field, error } = useSchemaField(name, { checkOnBlur });
  return <TextAreaField {...textarea} {...field} error={error} />;
}
