import { TextField } from "~/components/ui/field";

// The phone number input of the phone sign-in forms: the phone keypad and the browser's autofill.
export function PhoneField({
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
      label="Phone number"
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+44 7700 900123"
      hint="With your country code"
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
