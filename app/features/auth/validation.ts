const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD_LENGTH = 8;

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return "Enter your email address.";
  if (!EMAIL_PATTERN.test(email.trim()))
    return "Enter a valid email address, like name@example.com.";
  return undefined;
}

export function validatePasswordPresent(password: string): string | undefined {
  return password ? undefined : "Enter your password.";
}

export function validateNewPassword(password: string): string | undefined {
  if (!password) return "Choose a password.";
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export function validateName(name: string): string | undefined {
  if (!name.trim()) return "Enter your name.";
  if (name.trim().length > 100) return "Keep your name under 100 characters.";
  return undefined;
}

// A phone number as typed ("+44 7700 900123", "(0044) 7700-900123") in the international form
// the server takes: a plus and digits only.
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, "");
  return compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
}

export function validatePhone(value: string): string | undefined {
  if (!value.trim()) return "Enter your phone number.";
  if (!/^\+[1-9]\d{7,14}$/.test(normalizePhone(value)))
    return "Enter the number with its country code, starting with +, like +44 7700 900123.";
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
