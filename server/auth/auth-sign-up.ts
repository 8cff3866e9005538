import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import {
  finishSignUpSchema,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  signUpRequestSchema,
  type SignUpAnswer,
} from "#contracts/sign-up.ts";
import type { Db } from "../db/client.ts";
import { finishSignUp } from "../domain/sign-up/finish-sign-up.ts";
import { requestSignUp } from "../domain/sign-up/request-sign-up.ts";
import type { Env } from "../env.ts";
import { mailReachesPeople } from "../mail/mail-reaches-people.ts";
import type { Mailer } from "../mail/mailer.ts";

// Sign-up that does not tell whether an address has an account (decision 0048):
// POST /sign-up/email answers the same for every address and mails either the link that
// makes the account or, to a known address, a word to its owner; POST /sign-up/finish makes the
// account from the link and signs it in. Opened in the browser that started a movie as a guest,
// the anonymous plugin moves the guest's movies to the account (its hook runs after /sign-up/*).
// Where no mail reaches anyone, Better Auth's own sign-up runs (account at once, signed in).

const FINISH_ERRORS = {
  unknown: {
    code: "SIGN_UP_LINK_USED",
    message:
      "This link was already used, or it is not a whole link. If you finished signing up, sign in; otherwise sign up again.",
  },
  expired: {
    code: "SIGN_UP_LINK_EXPIRED",
    message: "This link has expired. Sign up again and we'll send you a new one.",
  },
  taken: {
    code: "SIGN_UP_ALREADY_FINISHED",
    message: "This email address already has an account. Sign in with it.",
  },
} as const;

function badRequest(code: string, message: string): APIError {
  return APIError.from("BAD_REQUEST", { code, message });
}

// The body, checked as Better Auth's own sign-up checks it (same codes, so the app's messages
// hold), with the person's words for what to fix.
function signUpInput(body: unknown) {
  const parsed = signUpRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = issue?.path[0] === "email" ? "INVALID_EMAIL" : "INVALID_BODY";
    throw badRequest(code, issue?.message ?? "Enter your name, email and a password.");
  }
  const { password } = parsed.data;
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest("PASSWORD_TOO_SHORT", `Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest("PASSWORD_TOO_LONG", `Use at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  return parsed.data;
}

export function signUpByMailedLink(deps: { db: Db; env: Env; mailer: Mailer }): BetterAuthPlugin {
  const { db, env, mailer } = deps;
  const byLink = mailReachesPeople(env, mailer);
  return {
    id: "lifescript-sign-up-by-link",
    hooks: {
      before: [
        {
          matcher: (ctx) => byLink && ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            const input = signUpInput(ctx.body);
            await requestSignUp(
              {
                db,
                mailer,
                baseUrl: env.baseUrl,
                hashPassword: (password) => ctx.context.password.hash(password),
              },
              input,
            );
            const answer: SignUpAnswer = { token: null, user: null };
            return ctx.json(answer);
          }),
        },
      ],
    },
    endpoints: {
      finishSignUp: createAuthEndpoint(
        "/sign-up/finish",
        { method: "POST", body: finishSignUpSchema },
        async (ctx) => {
          if (!byLink)
            throw APIError.from("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });
          const { internalAdapter } = ctx.context;
          const finished = await finishSignUp(
            {
              db,
              createAccount: async ({ email, name, passwordHash }) => {
                const made = await internalAdapter.createUser(
                  { email, name, emailVerified: true },
                  { method: "email-password" },
                );
                await internalAdapter.linkAccount({
                  userId: made.id,
                  providerId: "credential",
                  accountId: made.id,
                  password: passwordHash,
                });
                return made;
              },
            },
            ctx.body.token,
          );
          if (!finished.ok) {
            const { code, message } = FINISH_ERRORS[finished.reason];
            throw badRequest(code, message);
          }
          const made = await internalAdapter.findUserById(finished.userId);
          const session = made ? await internalAdapter.createSession(made.id) : null;
          if (!made || !session) {
            throw APIError.from("INTERNAL_SERVER_ERROR", {
              code: "FAILED_TO_CREATE_SESSION",
              message: "Your account is ready, but we couldn't sign you in. Sign in with it.",
            });
          }
          await setSessionCookie(ctx, { session, user: made });
          return ctx.json({
            token: session.token,
            user: {
              id: made.id,
              email: made.email,
              name: made.name,
              emailVerified: made.emailVerified,
            },
          });
        },
      ),
    },
  };
}
