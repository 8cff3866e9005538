import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { anonymous, bearer } from "better-auth/plugins";
import type { Db } from "../db/client.ts";
import { account, session, twoFactor, user, verification } from "../db/schema/index.ts";
import {
  accountSettingsOptions,
  emailChangeHooks,
  requireFreshSignIn,
  sendVerificationMail,
} from "./auth-settings.ts";
import { twoFactorPlugin } from "./two-factor.ts";
import { convertGuestData } from "../domain/guests/convert-guest-data.ts";
import { GUEST_EMAIL_DOMAIN } from "../domain/sign-up/pending-sign-up.ts";
import type { Env } from "../env.ts";
import { notifySessionsEnded } from "../domain/live/notify-sessions-ended.ts";
import { forgetSignInAttempts } from "../limits/sign-in-delay.ts";
import type { Logger } from "../logger.ts";
import { safeErrorMessage } from "../log-safety.ts";
import type { Mailer } from "../mail/mailer.ts";
import { resetPasswordMail } from "../mail/templates.ts";
import { routeOAuthProvidersTo } from "../providers/oauth-provider-route.ts";
import { PHONE_EMAIL_DOMAIN, phonePlugins } from "./auth-phone.ts";
import { signUpByMailedLink } from "./auth-sign-up.ts";
import { smsSettingsOf } from "../providers/sms.ts";

// Without AUTH_SECRET a random secret is kept in DATA_DIR so sessions survive a restart.
function resolveSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

// The client address, as server/api/auth/auth.handlers.ts works it out from the socket (or the
// trusted proxies), handed to Better Auth in a header it writes over whatever the client sent.
// Better Auth reads only this header: an X-Forwarded-For of the client's own never reaches it.
export const CLIENT_ADDRESS_HEADER = "x-lifescript-client-address";

export const MAX_NAME_LENGTH = 100;

// A person's name is one line of a sane length (the sign-up form says the same before sending).
function checkName(name: unknown): void {
  if (typeof name !== "string") return;
  const message = !name.trim()
    ? "Enter your name."
    : name.trim().length > MAX_NAME_LENGTH
      ? `Keep your name under ${MAX_NAME_LENGTH} characters.`
      : /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name)
        ? "Your name cannot contain line breaks or invisible characters."
        : null;
  if (message) throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message });
}

// The sign-in methods beyond email that this server has settings for (phone: a text message
// service, server/auth/auth-phone.ts).
export type SocialProviders = { google: boolean; apple: boolean; phone: boolean };

export function socialProvidersOf(env: Env): SocialProviders {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    apple: Boolean(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET),
    phone: smsSettingsOf(env) !== null,
  };
}

export function createAuth(options: { db: Db; env: Env; mailer: Mailer; logger: Logger }) {
  const { db, env, mailer, logger } = options;
  const social = socialProvidersOf(env);
  const emailChange = emailChangeHooks(options);
  if (env.OAUTH_PROVIDER_URL) routeOAuthProvidersTo(env.OAUTH_PROVIDER_URL, env.NODE_ENV);
  return betterAuth({
    appName: "Lifescript",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: resolveSecret(env),
    trustedOrigins: [env.baseUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor },
    }),
    ...accountSettingsOptions,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Where mail reaches people, sign-up makes no account until its mailed link is opened
      // (server/auth/auth-sign-up.ts). Where none does, this sign-up runs: the account is made and
      // signed in at once, its address unconfirmed, and the app shows a reminder until it is.
      requireEmailVerification: false,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 3600,
      // A reset ends every session and bearer token (whoever knew the old password is out), and
      // the account's failed-attempt count starts again.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: u }) => {
        await forgetSignInAttempts(db, u.email);
      },
      sendResetPassword: async ({ user: u, token }) => {
        const url = `${env.baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        const name = u.emailVerified ? u.name : null;
        await mailer.send({ to: u.email, ...resetPasswordMail(name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: u, url }) => {
        if (u.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`)) return;
        await sendVerificationMail(options, u, url);
      },
    },
    socialProviders: {
      ...(social.google
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID ?? "",
              clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
            },
          }
        : {}),
      ...(social.apple
        ? {
            apple: {
              clientId: env.APPLE_CLIENT_ID ?? "",
              clientSecret: env.APPLE_CLIENT_SECRET ?? "",
            },
          }
        : {}),
    },
    plugins: [
      anonymous({
        emailDomainName: GUEST_EMAIL_DOMAIN,
        generateName: () => "Guest",
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          const result = await convertGuestData(db, anonymousUser.user.id, newUser.user.id);
          logger.info({ moviesConverted: result.moviesConverted }, "guest data moved to account");
        },
      }),
      signUpByMailedLink({ db, env, mailer }),
      bearer({ requireSignature: true }),
      ...phonePlugins({ env, logger, checkName }),
      twoFactorPlugin(),
    ],
    // Our own limits run in front of Better Auth (server/api/auth/auth.handlers.ts), counted by
    // the socket address rather than a header a client can write.
    rateLimit: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          checkName((ctx.body as { name?: unknown } | undefined)?.name);
        }
        // Changing the password ends every other session and bearer token, whatever the client
        // asked; the one that made the change gets a fresh session.
        if (ctx.path === "/change-password") {
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
        if (ctx.path === "/verify-email") await emailChange.before(ctx.query);
        await requireFreshSignIn(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/verify-email") await emailChange.after(ctx.query);
        // Open live sockets of an ended session close at once (4401), on every server.
        if (SESSION_ENDING_PATHS.has(ctx.path)) await notifySessionsEnded(db);
      }),
    },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Errors that are not Better Auth's own answers go to the app's error handler, which maps
    // database errors to 4xx and logs without query parameters (Better Auth's default printed
    // the failed query with its values to the console).
    onAPIError: { throw: true },
    logger: {
      // Only the message, cut like any error's (never the arguments: they hold queries and data).
      log: (level, message) => {
        const safe = safeErrorMessage(message);
        if (level === "error") logger.error(safe);
        else if (level === "warn") logger.warn(safe);
        else logger.debug(safe);
      },
    },
  });
}

// Better Auth's endpoints that delete sessions.
const SESSION_ENDING_PATHS = new Set([
  "/sign-out",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/change-password",
  "/reset-password",
  "/delete-user",
]);

export type Auth = ReturnType<typeof createAuth>;
