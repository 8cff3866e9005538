import crypto from "node:crypto";
import { and, eq, like, lt } from "drizzle-orm";
import { SIGN_UP_LINK_HOURS } from "#contracts/sign-up.ts";
import type { Db } from "#server/db/client.ts";
import { user, verification } from "#server/db/schema/index.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { finishSignUpMail, signUpAttemptMail } from "#server/mail/sign-up-templates.ts";
import { isReservedEmail, PENDING_SIGN_UP_PREFIX, type PendingSignUp } from "./pending-sign-up.ts";

// Better Auth's reset tokens: a verification row "reset-password:<token>" holding the user id,
// read by POST /api/auth/reset-password (the same row its own "Forgot your password?" writes).
const RESET_PREFIX = "reset-password:";
const RESET_LINK_SECONDS = 3600;

export type RequestSignUpDeps = {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  hashPassword: (password: string) => Promise<string>;
};

// POST /api/auth/sign-up/email, where mail reaches people: the same work and the same answer
// whether the address is new or has an account, so the answer tells nobody which. A new address
// is mailed the link that makes the account; the owner of a known one is mailed a word that
// someone tried, with a way in. The password is hashed either way (the slow part of a sign-up).
// Checked before: the name (server/auth/auth.ts), the password's length and the address's form.
export async function requestSignUp(
  deps: RequestSignUpDeps,
  input: { name: string; email: string; password: string },
): Promise<void> {
  const { db, mailer, baseUrl } = deps;
  const email = input.email.trim().toLowerCase();
  const passwordHash = await deps.hashPassword(input.password);
  const now = new Date();
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const token = crypto.randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    // Sign-ups whose link was never opened: their address, name and hash go once expired.
    await tx
      .delete(verification)
      .where(
        and(
          like(verification.identifier, `${PENDING_SIGN_UP_PREFIX}%`),
          lt(verification.expiresAt, now),
        ),
      );
    // Addresses of guests and phone accounts are made up: nobody reads them.
    if (isReservedEmail(email)) return;
    if (owner) {
      await tx.insert(verification).values({
        id: crypto.randomUUID(),
        identifier: `${RESET_PREFIX}${token}`,
        value: owner.id,
        expiresAt: new Date(now.getTime() + RESET_LINK_SECONDS * 1000),
      });
      const reset = `${baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send(
        { to: email, ...signUpAttemptMail({ signIn: `${baseUrl}/auth/login`, reset }) },
        tx,
      );
      return;
    }
    const pending: PendingSignUp = { email, name: input.name.trim(), passwordHash };
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: `${PENDING_SIGN_UP_PREFIX}${token}`,
      value: JSON.stringify(pending),
      expiresAt: new Date(now.getTime() + SIGN_UP_LINK_HOURS * 3600 * 1000),
    });
    const link = `${baseUrl}/auth/finish-signup?token=${encodeURIComponent(token)}`;
    await mailer.send({ to: email, ...finishSignUpMail(link) }, tx);
  });
}
