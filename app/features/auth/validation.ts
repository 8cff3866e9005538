import { MIN_PASSWORD_LENGTH } from "#contracts/sign-up.ts";

// The checks of the forms not yet on the form library (app/components/ui/form), which validate
// with contracts/auth-fields.ts instead.

export function validatePasswordPresent(password: string): string | undefined {
  return password ? undefined : "Enter your password.";
}

export function validateNewPassword(password: string): string | undefined {
  if (!password) return "Choose a password.";
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return undefined;
}

// A backup code as typed: spaces dropped, the dash put back, and lowered when it is all capitals
// (a phone's keyboard capitalises; the codes are lower case). A code with both cases, from before
// the codes were lower case only, is sent as typed.
export function normalizeBackupCode(value: string): string {
  let code = value.replace(/\s/g, "");
  if (!/[a-z]/.test(code)) code = code.toLowerCase();
  return /^[a-zA-Z0-9]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}
