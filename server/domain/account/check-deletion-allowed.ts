import { and, eq } from "drizzle-orm";
import { FRESH_SIGN_IN_MINUTES } from "#contracts/account.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { account } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";

// Deleting an account is proven twice: the session, and then the password (an account that has
// one), or a sign-in of the last few minutes (Google and Apple accounts, guests), so that a
// browser left signed in cannot delete someone's life story.
export async function checkDeletionAllowed(
  deps: {
    db: DbOrTx;
    verifyPassword: (hash: string, password: string) => Promise<boolean>;
  },
  input: { userId: string; password: string | undefined; signedInAt: Date; now?: Date },
): Promise<void> {
  const [credential] = await deps.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, input.userId), eq(account.providerId, "credential")));
  if (credential?.password) {
    if (!input.password) {
      const message = "Enter your password to delete your account.";
      throw new AppError("validation_failed", `password: ${message}`, {
        issues: [{ field: "password", message }],
      });
    }
    if (!(await deps.verifyPassword(credential.password, input.password))) {
      throw new AppError("wrong_password", "That password is not right. Try again.");
    }
    return;
  }
  const ageMs = (input.now ?? new Date()).getTime() - input.signedInAt.getTime();
  if (ageMs > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new AppError(
      "reauthentication_required",
      `Sign in again to delete your account (a sign-in of the last ${FRESH_SIGN_IN_MINUTES} minutes is needed).`,
    );
  }
}
