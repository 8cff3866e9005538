import { z } from "./zod.ts";

// Sign-up by email and password (POST /api/auth/sign-up/email). Where mail reaches people, it
// never says whether the address already has an account: every request answers the same, and the
// account is made when the link mailed to the address is opened (POST /api/auth/sign-up/finish).
// Decision record: docs/decisions/0048-sign-up-does-not-tell.md.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
// How long the mailed link to finish a sign-up works.
export const SIGN_UP_LINK_HOURS = 24;

export const signUpRequestSchema = z.object({
  name: z.string({ error: "Enter your name." }),
  email: z.email({ error: "Enter a valid email address, like name@example.com." }),
  password: z.string({ error: "Choose a password." }),
  // Better Auth's client sends these; the finished sign-up always lands in the app.
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
  image: z.string().optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

// The answer to every sign-up, whether the address was new or known: no session, no account.
export const signUpAnswerSchema = z.object({
  token: z.null(),
  user: z.null(),
});
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

export const finishSignUpSchema = z.object({
  token: z.string({ error: "The link has no token: open the whole link from the email." }).min(1),
});
export type FinishSignUp = z.infer<typeof finishSignUpSchema>;

// Why a mailed link could not finish a sign-up, as the app words it.
export const finishSignUpErrorCodes = ["SIGN_UP_LINK_EXPIRED", "SIGN_UP_ALREADY_FINISHED"] as const;
