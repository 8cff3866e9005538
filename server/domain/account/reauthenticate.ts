import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { account, session } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";

// Proving it is still you: the password again makes the session count as a fresh sign-in, which
// Better Auth asks of sensitive changes (email, password, two-step sign-in, unlinking) for
// FRESH_SIGN_IN_MINUTES. Accounts without a password (Google, Apple) sign in again instead.
export async function reauthenticate(
  deps: { db: DbOrTx; verifyPassword: (hash: string, password: string) => Promise<boolean> },
  input: { userId: string; sessionId: string; password: string; now?: Date },
): Promise<void> {
  const [credential] = await deps.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, input.userId), eq(account.providerId, "credential")));
  if (!credential?.password) {
    throw new AppError(
      "reauthentication_required",
      "Your account has no password: sign out and sign in again with Google or Apple to make this change.",
    );
  }
  if (!(await deps.verifyPassword(credential.password, input.password))) {
    throw new AppError("wrong_password", "That password is not right. Try again.");
  }
  await deps.db
    .update(session)
    .set({ createdAt: input.now ?? new Date() })
    .where(and(eq(session.id, input.sessionId), eq(session.userId, input.userId)));
}
