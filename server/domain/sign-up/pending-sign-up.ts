import { z } from "zod";
import { PHONE_EMAIL_DOMAIN } from "#server/auth/auth-phone.ts";

// A sign-up waiting for its mailed link to be opened: a verification row whose identifier is
// PENDING_SIGN_UP_PREFIX + the link's token and whose value is this JSON. No account exists
// until the link is opened (finish-sign-up.ts), so nothing can be signed in to meanwhile.
export const PENDING_SIGN_UP_PREFIX = "sign-up:";

export const pendingSignUpSchema = z.object({
  email: z.string(),
  name: z.string(),
  passwordHash: z.string(),
});
export type PendingSignUp = z.infer<typeof pendingSignUpSchema>;

// Addresses this server makes up for guests and phone accounts: never mailed, never signed up.
export const GUEST_EMAIL_DOMAIN = "anonymous.lifescript.invalid";

export function isReservedEmail(email: string): boolean {
  return [GUEST_EMAIL_DOMAIN, PHONE_EMAIL_DOMAIN].some((domain) => email.endsWith(`@${domain}`));
}
