import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { user, verification } from "#server/db/schema/index.ts";
import {
  PENDING_SIGN_UP_PREFIX,
  pendingSignUpSchema,
  type PendingSignUp,
} from "./pending-sign-up.ts";

export type FinishSignUpDeps = {
  db: Db;
  // Makes the user and its password sign-in (Better Auth's adapter, so its hooks run), with the
  // address confirmed: the link that got here was mailed to it.
  createAccount: (pending: PendingSignUp) => Promise<{ id: string }>;
};

export type FinishedSignUp =
  | { ok: true; userId: string }
  // unknown: no such link, or it was used already; expired: older than SIGN_UP_LINK_HOURS;
  // taken: the address got an account meanwhile (another link, Google or Apple).
  | { ok: false; reason: "unknown" | "expired" | "taken" };

// POST /api/auth/sign-up/finish: the mailed link was opened, so the account is made. The link
// works once: its row goes when the account is made (two tabs opening it at once: the second
// finds the address taken).
export async function finishSignUp(deps: FinishSignUpDeps, token: string): Promise<FinishedSignUp> {
  const { db } = deps;
  const identifier = `${PENDING_SIGN_UP_PREFIX}${token}`;
  const [row] = await db.select().from(verification).where(eq(verification.identifier, identifier));
  if (!row) return { ok: false, reason: "unknown" };
  const forget = () => db.delete(verification).where(eq(verification.id, row.id));
  if (row.expiresAt.getTime() < Date.now()) {
    await forget();
    return { ok: false, reason: "expired" };
  }
  const pending = pendingSignUpSchema.parse(JSON.parse(row.value));
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, pending.email));
  if (existing) {
    await forget();
    return { ok: false, reason: "taken" };
  }
  let created: { id: string };
  try {
    created = await deps.createAccount(pending);
  } catch (error) {
    // The same address made by a request that ran alongside this one (unique email).
    const [raced] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, pending.email));
    if (raced) return { ok: false, reason: "taken" };
    throw error;
  }
  await forget();
  return { ok: true, userId: created.id };
}
