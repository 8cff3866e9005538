import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { rateLimit } from "../db/schema/index.ts";
import { accountSubject, nowMs, type LimitDecision } from "./consume-limit.ts";
import { signInDelay, twoFactorDelay, type AccountDelay } from "./limit-rules.ts";

// The wait after `count` attempts, in SQL (the same curve as signInDelaySeconds).
const delayMs = (curve: AccountDelay, count: unknown) =>
  sql`case when ${count} < ${curve.freeAttempts} then 0 else least(
    ${curve.firstDelaySeconds * 1000} * power(2, ${count} - ${curve.freeAttempts}),
    ${curve.maxDelaySeconds * 1000}) end`;

// One password attempt on an account from a browser it does not know. It goes on when the account
// has had few attempts, or when the wait since the last one has passed; the row then counts it
// (and its time). Counting attempts rather than failures, in one statement, keeps a burst of
// parallel guesses from all passing before the first failure is written. `count` is the number
// of attempts, `last_request` the time of the latest.
export function attemptSignIn(db: DbOrTx, email: string): Promise<LimitDecision> {
  return attemptOnAccount(db, signInDelay, accountSubject(email));
}

// A successful sign-in or a password reset: the account starts again with its free attempts.
export async function forgetSignInAttempts(db: DbOrTx, email: string): Promise<void> {
  await forgetAccountAttempts(db, signInDelay, accountSubject(email));
}

// One code of two-step sign-in tried on the account `userId`, on the same curve.
export function attemptTwoFactorCode(db: DbOrTx, userId: string): Promise<LimitDecision> {
  return attemptOnAccount(db, twoFactorDelay, userId);
}

export async function forgetTwoFactorAttempts(db: DbOrTx, userId: string): Promise<void> {
  await forgetAccountAttempts(db, twoFactorDelay, userId);
}

async function attemptOnAccount(
  db: DbOrTx,
  curve: AccountDelay,
  subject: string,
): Promise<LimitDecision> {
  const key = `${curve.id}:${subject}`;
  const forgotten = sql`${rateLimit.lastRequest} <= ${nowMs} - ${curve.forgetAfterSeconds * 1000}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${forgotten} then 1 else least(${rateLimit.count} + 1, 1000000) end`,
        lastRequest: nowMs,
      },
      setWhere: sql`${forgotten} or ${nowMs} >= ${rateLimit.lastRequest} + ${delayMs(curve, rateLimit.count)}`,
    })
    .returning({ count: rateLimit.count });
  if (row) return { allowed: true };
  const [waiting] = await db
    .select({
      retryAfterSeconds: sql<number>`greatest(ceil((${rateLimit.lastRequest} + ${delayMs(curve, rateLimit.count)} - ${nowMs}) / 1000.0), 1)::int`,
    })
    .from(rateLimit)
    .where(eq(rateLimit.key, key));
  return { allowed: false, retryAfterSeconds: Number(waiting?.retryAfterSeconds ?? 1) };
}

async function forgetAccountAttempts(
  db: DbOrTx,
  curve: AccountDelay,
  subject: string,
): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, `${curve.id}:${subject}`));
}
