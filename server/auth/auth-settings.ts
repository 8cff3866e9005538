import { eq } from "drizzle-orm";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { FRESH_SIGN_IN_MINUTES } from "#contracts/account.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema/index.ts";
import { GUEST_EMAIL_DOMAIN } from "../domain/sign-up/pending-sign-up.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { safeErrorMessage } from "../log-safety.ts";
import { confirmNewEmailMail, emailChangedMail } from "../mail/account-change-templates.ts";
import type { Mailer } from "../mail/mailer.ts";
import { verificationMail } from "../mail/templates.ts";

// What account settings add to Better Auth, kept apart from server/auth/auth.ts so that its
// change stays a few lines: email changes and fresh sign-ins for sensitive changes (two-step
// sign-in is in two-factor.ts).

type Deps = { db: Db; env: Env; mailer: Mailer; logger: Logger };

export const accountSettingsOptions = {
  // A new email is confirmed from the new address (Better Auth mails it a link; the change is
  // made when it is opened); the old address is told afterwards (emailChangeHooks).
  user: { changeEmail: { enabled: true } },
  // Changing the email or password, turning two-step off and unlinking a provider need a sign-in
  // of the last few minutes, or the password again (POST /api/account/reauthenticate).
  session: { freshAge: FRESH_SIGN_IN_MINUTES * 60 },
};

// Better Auth checks a fresh sign-in only for unlinking; these ask for it too. (Changing the
// password asks for the current one, and turning two-step sign-in on or off for the password.)
const NEEDS_FRESH_SIGN_IN = new Set(["/change-email", "/link-social"]);

export async function requireFreshSignIn(
  ctx: Parameters<typeof getSessionFromCtx>[0],
): Promise<void> {
  if (!ctx.path || !NEEDS_FRESH_SIGN_IN.has(ctx.path)) return;
  const found = await getSessionFromCtx(ctx);
  if (!found) return; // Better Auth answers 401 itself
  const age = Date.now() - new Date(found.session.createdAt).getTime();
  if (age >= FRESH_SIGN_IN_MINUTES * 60_000) {
    throw APIError.from("FORBIDDEN", {
      code: "SESSION_NOT_FRESH",
      message: "Confirm your password first: this change needs a recent sign-in.",
    });
  }
}

// Better Auth's verification mail goes to a new address both at sign-up and for an email change
// (then `u.email` is the new address and the account still has the old one).
export async function sendVerificationMail(
  deps: Deps,
  u: { id: string; email: string },
  url: string,
): Promise<void> {
  if (u.email.endsWith(`@${GUEST_EMAIL_DOMAIN}`)) return;
  const [stored] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, u.id));
  const changing = stored !== undefined && stored.email.toLowerCase() !== u.email.toLowerCase();
  await deps.mailer.send({
    to: u.email,
    ...(changing ? confirmNewEmailMail(url) : verificationMail(url)),
  });
}

type EmailChange = { userId: string; oldEmail: string; newEmail: string };

// The claims of a verification link's token, read without checking its signature: Better Auth
// checks it; these are only used after it has accepted the link.
function changeClaims(token: unknown): EmailChange | null {
  if (typeof token !== "string") return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
      email?: unknown;
      updateTo?: unknown;
      requestType?: unknown;
      userId?: unknown;
    };
    const { email, updateTo, requestType, userId } = payload;
    if (requestType !== "change-email-verification") return null;
    if (typeof email !== "string" || typeof updateTo !== "string" || typeof userId !== "string") {
      return null;
    }
    return { userId, oldEmail: email, newEmail: updateTo.toLowerCase() };
  } catch {
    return null;
  }
}

// When the new address's link is opened: the old address is told, once, and the new address
// counts as confirmed (the person just opened a link sent to it).
export function emailChangeHooks(deps: Deps) {
  const pending = new Map<string, EmailChange>();
  const emailOf = async (userId: string) =>
    (await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email;

  return {
    async before(query: Record<string, unknown> | undefined): Promise<void> {
      const token = query?.token;
      const change = changeClaims(token);
      if (!change || typeof token !== "string") return;
      if ((await emailOf(change.userId))?.toLowerCase() === change.oldEmail.toLowerCase()) {
        pending.set(token, change);
      }
    },
    async after(query: Record<string, unknown> | undefined): Promise<void> {
      const token = query?.token;
      if (typeof token !== "string") return;
      const change = pending.get(token);
      pending.delete(token);
      if (!change || (await emailOf(change.userId)) !== change.newEmail) return;
      await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, change.userId));
      try {
        await deps.mailer.send({
          to: change.oldEmail,
          ...emailChangedMail(change.newEmail, deps.env.SUPPORT_EMAIL),
        });
      } catch (error) {
        deps.logger.error({ err: safeErrorMessage(error) }, "could not tell the old address");
      }
    },
  };
}
