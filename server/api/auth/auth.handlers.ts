import { isIP } from "node:net";
import type { Context } from "hono";
import { getCookie, getSignedCookie } from "hono/cookie";
import { eq } from "drizzle-orm";
import { verification } from "#server/db/schema/index.ts";
import { CLIENT_ADDRESS_HEADER } from "#server/auth/auth.ts";
import { PHONE_PATHS } from "#server/auth/auth-phone.ts";
import { smsSettingsOf } from "#server/providers/sms.ts";
import type { AppEnv, Deps } from "#server/context.ts";
import { accountSubject, type LimitDecision } from "#server/limits/consume-limit.ts";
import {
  isKnownDevice,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  rememberDevice,
} from "#server/limits/known-device.ts";
import { limitRules, type LimitRule } from "#server/limits/limit-rules.ts";
import {
  attemptSignIn,
  attemptTwoFactorCode,
  forgetSignInAttempts,
  forgetTwoFactorAttempts,
} from "#server/limits/sign-in-delay.ts";
import { addressBucket, clientAddress } from "#server/http/client-address.ts";
import { checkLimit } from "#server/http/rate-limit.ts";
import { countOf } from "#contracts/plural.ts";

const AUTH_BASE = "/api/auth";

// Which limits each auth write counts against (after the base path); every other POST counts
// against auth.other. Reads (the session, verification links) are not limited.
const ADDRESS_RULES: Record<string, LimitRule> = {
  "/sign-in/email": limitRules.signIn,
  "/sign-up/email": limitRules.signUp,
  "/sign-up/finish": limitRules.signUpFinish,
  "/sign-in/anonymous": limitRules.guestStart,
  "/request-password-reset": limitRules.accountMailFromAddress,
  "/send-verification-email": limitRules.accountMailFromAddress,
  "/sign-in/phone-number": limitRules.signIn,
  "/phone-number/verify": limitRules.signIn,
  "/phone-number/send-otp": limitRules.phoneCode,
  "/phone-number/request-password-reset": limitRules.phoneCode,
};
const MAILING_PATHS = new Set(["/request-password-reset", "/send-verification-email"]);
// Each sign-up mails the address (its link, or a word to its owner): counted per address too, so
// nobody floods an inbox through the form.
const SIGN_UP_PATH = "/sign-up/email";
const SIGN_IN_PATH = "/sign-in/email";
// The code step of two-step sign-in, after the password: counted per account (twoFactorDelay).
const TWO_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);
// Better Auth's signed cookie naming the account between the password and the code.
const TWO_FACTOR_COOKIES = ["__Secure-better-auth.two_factor", "better-auth.two_factor"];
// Only a sign-in proves who is at the browser: a sign-up answers every address the same, so it
// must not mark a stranger's browser as one the address's owner uses.
const DEVICE_PATHS = new Set([SIGN_IN_PATH]);

// Answers in Better Auth's own error shape, which the auth client reads.
function tooMany(message: string, retryAfterSeconds: number): Response {
  return Response.json(
    { code: "RATE_LIMITED", message },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

function refusal(decision: LimitDecision, message: string): Response | null {
  return decision.allowed ? null : tooMany(message, decision.retryAfterSeconds);
}

function emailOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

// Every auth route takes a JSON object (or nothing, which the body guard makes `{}`): `null`, a
// list, a number or a string reached Better Auth's hooks as the body and failed there with a 500.
function notAnObject(type: string | undefined, body: string): boolean {
  if (!type || !/^application\/([\w.+-]+\+)?json\b/i.test(type)) return false;
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed === null || typeof parsed !== "object" || Array.isArray(parsed);
  } catch {
    return true;
  }
}

// "1 second", "45 seconds", "2 minutes": seconds up to a minute and a half, minutes after that.
function waitFor(seconds: number): string {
  return seconds < 90
    ? countOf(seconds, "second", "seconds")
    : countOf(Math.ceil(seconds / 60), "minute", "minutes");
}

function codeWaitMessage(seconds: number): string {
  return `Too many wrong codes for this account. Try again in ${waitFor(seconds)}.`;
}

function signInWaitMessage(seconds: number): string {
  return `Too many wrong passwords for this account. Try again in ${waitFor(seconds)}, or reset your password.`;
}

// Every /api/auth request: counted against its limits, then handed to Better Auth with the client
// address it should see (and none other), then, after a password sign-in or sign-up, the browser
// is remembered as one this account uses.
export function authHandler(deps: Deps) {
  const { db } = deps.database;
  const secret = deps.auth.options.secret ?? "";

  const knownDevice = (c: Context<AppEnv>, email: string) =>
    isKnownDevice(secret, getCookie(c, KNOWN_DEVICE_COOKIE), email);

  // The account a two-step sign-in is for, from Better Auth's signed cookie (its value names a
  // verification row that holds the user id); null without a pending two-step sign-in.
  async function twoFactorAccount(c: Context<AppEnv>): Promise<string | null> {
    for (const name of TWO_FACTOR_COOKIES) {
      const identifier = await getSignedCookie(c, secret, name);
      if (!identifier) continue;
      const [row] = await db
        .select({ userId: verification.value })
        .from(verification)
        .where(eq(verification.identifier, identifier));
      if (row) return row.userId;
    }
    return null;
  }

  async function limit(
    c: Context<AppEnv>,
    path: string,
    address: string,
    body: string,
    codeAccount: string | null,
  ) {
    const rule = ADDRESS_RULES[path] ?? limitRules.authOther;
    const byAddress = await checkLimit(deps, rule, addressBucket(address));
    const refused = refusal(byAddress, rule.message);
    if (refused) return refused;
    if (codeAccount) {
      const decision = await attemptTwoFactorCode(db, codeAccount);
      if (!decision.allowed) {
        return tooMany(codeWaitMessage(decision.retryAfterSeconds), decision.retryAfterSeconds);
      }
    }
    const email = emailOf(body);
    if (!email) return null;
    if (MAILING_PATHS.has(path) || path === SIGN_UP_PATH) {
      const rule =
        path === SIGN_UP_PATH ? limitRules.signUpMailToAccount : limitRules.accountMailToAccount;
      return refusal(await checkLimit(deps, rule, accountSubject(email)), rule.message);
    }
    if (path === SIGN_IN_PATH && deps.env.RATE_LIMITS) {
      if (knownDevice(c, email)) return null;
      const decision = await attemptSignIn(db, email);
      if (!decision.allowed) {
        return tooMany(signInWaitMessage(decision.retryAfterSeconds), decision.retryAfterSeconds);
      }
    }
    return null;
  }

  async function remember(c: Context<AppEnv>, path: string, body: string, response: Response) {
    const email = emailOf(body);
    if (!email) return response;
    // Whoever got in from a strange browser knew the password: the account's count starts again.
    // The owner's known browser leaves it alone, or each of their sign-ins would hand someone
    // guessing elsewhere a fresh set of free attempts.
    if (path === SIGN_IN_PATH && !knownDevice(c, email)) await forgetSignInAttempts(db, email);
    const value = rememberDevice(secret, getCookie(c, KNOWN_DEVICE_COOKIE), email);
    const secure = deps.env.baseUrl.startsWith("https:") ? "; Secure" : "";
    const remembered = new Response(response.body, response);
    remembered.headers.append(
      "Set-Cookie",
      `${KNOWN_DEVICE_COOKIE}=${value}; Path=${AUTH_BASE}; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    );
    return remembered;
  }

  return async (c: Context<AppEnv>) => {
    const path = c.req.path.slice(AUTH_BASE.length);
    const address = clientAddress(c, deps.env.TRUST_PROXY);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_ADDRESS_HEADER);
    if (isIP(address)) headers.set(CLIENT_ADDRESS_HEADER, address);
    // Phone sign-in without a text message service: said plainly, in Better Auth's error shape.
    if (PHONE_PATHS.test(path) && !smsSettingsOf(deps.env)) {
      return Response.json(
        { code: "not_configured", message: "Phone sign-in is not configured on this server." },
        { status: 503 },
      );
    }
    const isPost = c.req.method === "POST";
    const body = isPost ? await c.req.raw.text() : "";
    if (isPost && notAnObject(c.req.header("content-type"), body)) {
      return Response.json(
        { code: "INVALID_BODY", message: "Send the details as a JSON object, such as {}." },
        { status: 400 },
      );
    }
    const codeAccount =
      isPost && deps.env.RATE_LIMITS && TWO_FACTOR_PATHS.has(path)
        ? await twoFactorAccount(c)
        : null;
    if (isPost) {
      const refused = await limit(c, path, address, body, codeAccount);
      if (refused) return refused;
    }
    const response = await deps.auth.handler(
      new Request(c.req.raw.url, { method: c.req.method, headers, ...(isPost ? { body } : {}) }),
    );
    // The right code: the account's count starts again.
    if (codeAccount && response.ok) await forgetTwoFactorAttempts(db, codeAccount);
    if (isPost && response.ok && DEVICE_PATHS.has(path)) return remember(c, path, body, response);
    return response;
  };
}
