import { TextField } from "~/components/ui/field";

// The email input of every auth form: the keyboard, autofill and spelling settings a phone needs.
export function EmailField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
