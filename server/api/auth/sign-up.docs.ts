import { z } from "@hono/zod-openapi";
import {
  finishSignUpSchema,
  signUpAnswerSchema,
  signUpRequestSchema,
  SIGN_UP_LINK_HOURS,
} from "#contracts/sign-up.ts";
import { jsonBody, jsonResponse } from "../openapi.ts";

// Better Auth serves /api/auth/* (auth.handlers.ts); these entries document the two sign-up
// calls whose answers are ours (server/auth/auth-sign-up.ts). Errors are Better Auth's { code, message }.

const authError = (description: string) =>
  jsonResponse(
    z.object({ code: z.string(), message: z.string() }).openapi("AuthError"),
    description,
  );

export const signUpPathDoc = {
  method: "post" as const,
  path: "/api/auth/sign-up/email",
  tags: ["auth"],
  summary: "Sign up with an email address and a password",
  description: `Answers 200 { token: null, user: null } for every valid request, whether or not the address already has an account, so the answer tells nobody which; no account is made and no session starts yet. A new address is mailed a link to /auth/finish-signup?token=… (it works for ${SIGN_UP_LINK_HOURS} hours; POST /api/auth/sign-up/finish makes the account). The owner of an address that has an account is mailed a note that someone tried to sign up with it, with a sign-in link and a link to choose a new password. On a server whose mail reaches nobody (production without SMTP), the account is made at once and signed in instead, and an address that has an account answers 422.`,
  request: { body: jsonBody(signUpRequestSchema.openapi("SignUpRequest")) },
  responses: {
    200: jsonResponse(signUpAnswerSchema.openapi("SignUpAnswer"), "Mailed: check your inbox"),
    400: authError(
      "No name, a name with line breaks, an invalid address, or a password under 8 or over 128 characters",
    ),
    429: authError("Too many sign-ups from this network, or too many mails to this address"),
  },
};

export const finishSignUpPathDoc = {
  method: "post" as const,
  path: "/api/auth/sign-up/finish",
  tags: ["auth"],
  summary: "Make the account from a sign-up's mailed link, and sign it in",
  description:
    "The token is the one in the mailed link. Makes the account with the name and password given at sign-up, its address confirmed, and starts a session (cookie, and the set-auth-token header). Sent from the browser of a guest, the guest's movies move to the account. A link works once.",
  request: { body: jsonBody(finishSignUpSchema.openapi("FinishSignUp")) },
  responses: {
    200: jsonResponse(
      z
        .object({
          token: z.string(),
          user: z.object({
            id: z.string(),
            email: z.string(),
            name: z.string(),
            emailVerified: z.boolean(),
          }),
        })
        .openapi("FinishedSignUp"),
      "The account is made and signed in",
    ),
    400: authError(
      "SIGN_UP_LINK_USED (used already, or not a whole link), SIGN_UP_LINK_EXPIRED, or SIGN_UP_ALREADY_FINISHED (the address has an account now)",
    ),
    429: authError("Too many attempts from this network"),
  },
};
