import { useFormContext } from "react-hook-form";
import { TextField } from "#app/components/ui/field";

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

// One input of a <SchemaForm>: its label, its hint, and the message of its error under it
// (announced and tied to the input with aria-describedby). A field the person leaves with a value
// in it is checked then; an empty one waits for the submit.
export function FormField({
  name,
  kind = "text",
  label,
  ...input
}: InputProps & { name: string; kind?: FieldKind; label?: string }) {
  const { register, getFieldState, formState, trigger } = useFormContext();
  const { error } = getFieldState(name, formState);
  const { label: kindLabel, ...preset } = kinds[kind];
  const field = register(name, {
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      if (event.target.value) void trigger(name);
    },
  });
  return (
    <TextField
      {...preset}
      {...input}
      {...field}
      label={label ?? kindLabel}
      error={error?.message}
    />
  );
}
