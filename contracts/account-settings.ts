import { passwordConfirmSchema } from "./auth-fields.ts";
import { z } from "./zod.ts";

// Account settings: where a person is signed in, and proving it is them again before a
// sensitive change. Shared by the API contracts and the app.

export const signedInSessionSchema = z.object({
  id: z.string(),
  // The session this request came with.
  current: z.boolean(),
  // "Chrome on macOS", from the User-Agent it signed in with.
  device: z.string(),
  // Where its address is, from the bundled IP-to-country database; null when unknown.
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const signedInSessionsSchema = z.object({ sessions: z.array(signedInSessionSchema) });
export type SignedInSessions = z.infer<typeof signedInSessionsSchema>;

export const signedOutSchema = z.object({ signedOut: z.number().int() });

// The same rule and words as the app's password dialog.
export const reauthenticateSchema = passwordConfirmSchema;
export type Reauthenticate = z.infer<typeof reauthenticateSchema>;

// Better Auth's answer when a change needs a sign-in newer than FRESH_SIGN_IN_MINUTES.
export const SESSION_NOT_FRESH = "SESSION_NOT_FRESH";
