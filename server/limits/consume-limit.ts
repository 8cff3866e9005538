import crypto from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { rateLimit } from "../db/schema/index.ts";
import type { LimitRule } from "./limit-rules.ts";

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// The database's clock, in milliseconds: every instance reads the same one.
export const nowMs = sql`(extract(epoch from now()) * 1000)::bigint`;

const DAY_MS = 86_400_000;

// Counts one request of `subject` (an address bucket or an account) against `rule` in a fixed
// window and says whether it may go on. One statement, so concurrent requests on any number of
// instances cannot all slip past a stale count. `last_request` holds the window's start here.
export async function consumeLimit(
  db: DbOrTx,
  rule: LimitRule,
  subject: string,
): Promise<LimitDecision> {
  const windowMs = rule.windowSeconds * 1000;
  const expired = sql`${rateLimit.lastRequest} <= ${nowMs} - ${windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: `${rule.id}:${subject}`, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else least(${rateLimit.count} + 1, 1000000) end`,
        lastRequest: sql`case when ${expired} then ${nowMs} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({
      count: rateLimit.count,
      retryAfterSeconds: sql<number>`greatest(ceil((${rateLimit.lastRequest} + ${windowMs} - ${nowMs}) / 1000.0), 1)::int`,
    });
  if (Math.random() < 0.01) void forgetOldCounts(db);
  if (!row || row.count <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Number(row.retryAfterSeconds) };
}

// No window is longer than a day: older rows only take space.
async function forgetOldCounts(db: DbOrTx): Promise<void> {
  try {
    await db.delete(rateLimit).where(lt(rateLimit.lastRequest, sql`${nowMs} - ${DAY_MS}`));
  } catch {
    // Best effort: the next request tries again.
  }
}

// Accounts are counted by their email address, hashed so the table holds no address.
export function accountSubject(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}
