import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./sign-up.ts";
import { z } from "./zod.ts";

// The fields a person types to sign in, sign up and change their account, with the words they
// see when one is wrong. The app's forms validate with these before sending; the server's
// contracts say the same about the same fields, so the two never disagree.

export const EMAIL_INVALID_MESSAGE = "Enter a valid email address, like name@example.com.";

export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, "Enter your email address.")
  .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }));

// A phone number as typed ("+44 7700 900123", "(0044) 7700-900123") in the international form
// the server takes: a plus and digits only.
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, "");
  return compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
}

export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1, "Enter your phone number.")
  .transform(normalizePhone)
  .pipe(
    z
      .string()
      .regex(
        /^\+[1-9]\d{7,14}$/,
        "Enter the number with its country code, starting with +, like +44 7700 900123.",
      ),
  );

export const currentPasswordSchema = z
  .string()
  .min(1, "Enter your password.")
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);

export const newPasswordSchema = z
  .string()
  .min(1, "Choose a password.")
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);

export const MAX_NAME_LENGTH = 100;

export const personNameSchema = z
  .string()
  .trim()
  .min(1, "Enter your name.")
  .max(MAX_NAME_LENGTH, `Keep your name under ${MAX_NAME_LENGTH} characters.`);

export const smsCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from the text message."));

// The sign-in forms, by email and by phone.
export const emailSignInSchema = z.object({
  email: emailAddressSchema,
  password: currentPasswordSchema,
});
export const phoneSignInSchema = z.object({
  phone: phoneNumberSchema,
  password: currentPasswordSchema,
});

// The sign-up forms: the email one sends `signUpRequestSchema` (sign-up.ts).
export const emailSignUpSchema = z.object({
  name: personNameSchema,
  email: emailAddressSchema,
  password: newPasswordSchema,
});
export const phoneSignUpSchema = z.object({
  name: personNameSchema,
  phone: phoneNumberSchema,
  password: newPasswordSchema,
});

// A new password typed twice (resetting a forgotten one).
export const newPasswordTwiceSchema = z
  .object({
    password: newPasswordSchema,
    confirm: z.string().min(1, "Type the password again."),
  })
  .refine((value) => value.confirm === "" || value.confirm === value.password, {
    path: ["confirm"],
    message: "The two passwords don't match.",
  });

// Changing the password: the current one, and a new one that is not the same.
export const passwordChangeSchema = z
  .object({
    current: z
      .string()
      .min(1, "Enter your current password.")
      .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
    next: newPasswordSchema,
  })
  .refine((value) => value.current === "" || value.next !== value.current, {
    path: ["next"],
    message: "Choose a password different from the current one.",
  });

// The password asked again before a change that protects the account (re-authentication, two-step
// sign-in on or off, new backup codes).
export const passwordConfirmSchema = z.object({ password: currentPasswordSchema });

// The code an authenticator app shows, as typed ("123 456").
export const totpCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code your authenticator app shows."));

// A backup code as typed: spaces dropped, the dash put back, and lowered when it is all capitals
// (a phone's keyboard capitalises; the codes are lower case). A code with both cases, from before
// the codes were lower case only, is sent as typed.
export function normalizeBackupCode(value: string): string {
  let code = value.replace(/\s/g, "");
  if (!/[a-z]/.test(code)) code = code.toLowerCase();
  return /^[a-zA-Z0-9]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

export const backupCodeSchema = z
  .string()
  .trim()
  .min(1, "Enter one of your backup codes.")
  .transform(normalizeBackupCode);
