// Better Auth answers { error: { message?, code?, status } }; turn it into a sentence a person can act on.
export type AuthClientError = {
  message?: string | null;
  code?: string | null;
  status?: number;
  statusText?: string;
};

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD:
    "That email and password don't match. Check them, or reset your password.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email already exists. Sign in instead.",
  INVALID_TOKEN: "This reset link is invalid or has expired.",
  PASSWORD_TOO_SHORT: "Use at least 8 characters.",
  INVALID_PHONE_NUMBER_OR_PASSWORD:
    "That phone number and password don't match. Check them and try again.",
  INVALID_PHONE_NUMBER:
    "Enter the number with its country code, starting with +, like +44 7700 900123.",
  INVALID_OTP: "That code isn't right. Check the text message and try again.",
  OTP_EXPIRED: "This code has expired. Send a new one.",
  OTP_NOT_FOUND: "This code has expired. Send a new one.",
  TOO_MANY_ATTEMPTS: "Too many wrong codes. Send a new one.",
};

export function authErrorMessage(
  error: AuthClientError | null | undefined,
  fallback: string,
): string {
  if (!error) return fallback;
  // The server's 429 says how long to wait (a minute for an address, longer for an account).
  if (error.status === 429) {
    return error.message || "Too many attempts. Please wait a minute and try again.";
  }
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code] as string;
  if (error.message) return error.message;
  if (error.statusText) return error.statusText;
  return fallback;
}

// A request that got no answer throws the browser's own words ("Failed to fetch", "Load failed",
// "NetworkError when attempting to fetch resource."): a TypeError, which a person cannot act on.
// The fallback says what to do instead.
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export type SocialProvider = "google" | "apple";

export const PROVIDER_LABEL: Record<SocialProvider, string> = { google: "Google", apple: "Apple" };

// The wording for a failed social sign-in: "Google Auth Error: …" or "Apple Auth Error: …".
export function socialErrorMessage(provider: SocialProvider, message: string): string {
  return `${PROVIDER_LABEL[provider]} Auth Error: ${message}`;
}

// OAuth redirects carry machine codes like "invalid_code": make them readable.
export function describeOAuthError(code: string, description: string | null): string {
  if (description) return description;
  const words = code.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Sign-in was not completed";
}
