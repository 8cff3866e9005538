import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { rateLimit } from "../db/schema/index.ts";
import { accountSubject, nowMs, type LimitDecision } from "./consume-limit.ts";
import { signInDelay } from "./limit-rules.ts";

const keyOf = (email: string) => `${signInDelay.id}:${accountSubject(email)}`;

// The wait after `count` attempts, in SQL (the same curve as signInDelaySeconds).
const delayMs = (count: unknown) =>
  sql`case when ${count} < ${signInDelay.freeAttempts} then 0 else least(
    ${signInDelay.firstDelaySeconds * 1000} * power(2, ${count} - ${signInDelay.freeAttempts}),
    ${signInDelay.maxDelaySeconds * 1000}) end`;

// One password attempt on an account from a browser it does not know. It goes on when the account
// has had few attempts, or when the wait since the last one has passed; the row then counts it
// (and its time). Counting attempts rather than failures, in one statement, keeps a burst of
// parallel guesses from all passing before the first failure is written. `count` is the number
// of attempts, `last_request` the time of the latest.
export async function attemptSignIn(db: DbOrTx, email: string): Promise<LimitDecision> {
  const forgotten = sql`${rateLimit.lastRequest} <= ${nowMs} - ${signInDelay.forgetAfterSeconds * 1000}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: keyOf(email), count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${forgotten} then 1 else least(${rateLimit.count} + 1, 1000000) end`,
        lastRequest: nowMs,
      },
      setWhere: sql`${forgotten} or ${nowMs} >= ${rateLimit.lastRequest} + ${delayMs(rateLimit.count)}`,
    })
    .returning({ count: rateLimit.count });
  if (row) return { allowed: true };
  const [waiting] = await db
    .select({
      retryAfterSeconds: sql<number>`greatest(ceil((${rateLimit.lastRequest} + ${delayMs(rateLimit.count)} - ${nowMs}) / 1000.0), 1)::int`,
    })
    .from(rateLimit)
    .where(eq(rateLimit.key, keyOf(email)));
  return { allowed: false, retryAfterSeconds: Number(waiting?.retryAfterSeconds ?? 1) };
}

// A successful sign-in or a password reset: the account starts again with its free attempts.
export async function forgetSignInAttempts(db: DbOrTx, email: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
}
