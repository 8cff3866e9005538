import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { createSmsSender, SmsError, smsSettingsOf } from "../providers/sms.ts";

// Sign-in with a phone number and a password (sign-in takes an email or a phone together with a
// password). The number is proved by a six-digit code sent by text message (Better Auth's
// phone-number plugin); the account is created only once the code is right, with the name and
// password the person chose. Without SMS settings the paths answer 503 not_configured
// (server/api/auth/auth.handlers.ts) and the app hides phone sign-in.

export const PHONE_EMAIL_DOMAIN = "phone.lifescript.invalid";
export const PHONE_PATHS = /^\/(phone-number\/|sign-in\/phone-number$)/;
// E.164: a plus, the country code and the number, 8 to 15 digits in all.
export const E164 = /^\+[1-9]\d{7,14}$/;
const MIN_PASSWORD = 8;
const MAX_PASSWORD = 128;

type SignUpBody = { phoneNumber?: unknown; code?: unknown; name?: unknown; password?: unknown };

function smsFailure(error: unknown): APIError {
  const message = error instanceof SmsError ? error.message : "The text message could not be sent.";
  return new APIError("BAD_GATEWAY", {
    code: "SMS_FAILED",
    message: `${message} Please try again in a moment.`,
  });
}

// Creating an account at /phone-number/verify needs a name and a password (else Better Auth's
// sign-up on verification would make an account without one); signing up a number that already
// has an account is refused with a pointer to sign in.
function phonePassword(checkName: (name: unknown) => void): BetterAuthPlugin {
  return {
    id: "lifescript-phone-password",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/phone-number/verify",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as SignUpBody & { updatePhoneNumber?: unknown };
            if (body.updatePhoneNumber) return;
            const existing = await ctx.context.adapter.findOne<{ id: string }>({
              model: "user",
              where: [{ field: "phoneNumber", value: String(body.phoneNumber ?? "") }],
            });
            if (body.password === undefined) {
              if (existing) return;
              throw new APIError("BAD_REQUEST", {
                code: "NAME_AND_PASSWORD_REQUIRED",
                message: "Enter your name and a password to create an account with this number.",
              });
            }
            if (existing) {
              throw new APIError("BAD_REQUEST", {
                code: "PHONE_NUMBER_TAKEN",
                message: "This phone number already has an account. Sign in instead.",
              });
            }
            checkName(body.name);
            const password = typeof body.password === "string" ? body.password : "";
            if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
              throw new APIError("BAD_REQUEST", {
                code: "INVALID_PASSWORD",
                message: `Choose a password of ${MIN_PASSWORD} to ${MAX_PASSWORD} characters.`,
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/phone-number/verify",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as SignUpBody;
            const created = ctx.context.newSession?.user;
            if (!created || typeof body.password !== "string") return;
            const internal = ctx.context.internalAdapter;
            if (await internal.findCredentialAccount(created.id)) return;
            await internal.linkAccount({
              userId: created.id,
              providerId: "credential",
              accountId: created.id,
              password: await ctx.context.password.hash(body.password),
            });
            if (typeof body.name === "string") {
              await internal.updateUser(created.id, { name: body.name.trim() });
            }
          }),
        },
      ],
    },
  };
}

export function phonePlugins(options: {
  env: Env;
  logger: Logger;
  checkName: (name: unknown) => void;
}): BetterAuthPlugin[] {
  const settings = smsSettingsOf(options.env);
  const sender = settings ? createSmsSender(settings) : null;
  const send = async (to: string, text: string) => {
    // Unset settings never get here (503 in front of Better Auth); this is the second lock.
    if (!sender) {
      throw new APIError("SERVICE_UNAVAILABLE", {
        code: "not_configured",
        message: "Phone sign-in is not configured on this server.",
      });
    }
    try {
      await sender.send(to, text);
    } catch (error) {
      options.logger.warn(
        { status: error instanceof SmsError ? error.status : null },
        "SMS failed",
      );
      throw smsFailure(error);
    }
  };
  return [
    phoneNumber({
      otpLength: 6,
      expiresIn: 300,
      allowedAttempts: 5,
      requireVerification: true,
      phoneNumberValidator: (number) => E164.test(number),
      sendOTP: ({ phoneNumber: to, code }) =>
        send(to, `${code} is your Lifescript code. It expires in 5 minutes.`),
      sendPasswordResetOTP: ({ phoneNumber: to, code }) =>
        send(to, `${code} is your Lifescript password reset code. It expires in 5 minutes.`),
      signUpOnVerification: {
        getTempEmail: (number) => `${number.replace(/\D/g, "")}@${PHONE_EMAIL_DOMAIN}`,
        getTempName: () => "Phone user",
      },
    }),
    phonePassword(options.checkName),
  ];
}
