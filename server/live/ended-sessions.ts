import { and, gt, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { session } from "#server/db/schema/index.ts";

// Which of these sessions ended: deleted (signed out, revoked, the account gone) or expired.
export async function endedSessions(db: Db, sessionIds: Iterable<string>): Promise<Set<string>> {
  const ended = new Set(sessionIds);
  if (ended.size === 0) return ended;
  const alive = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.id, [...ended]), gt(session.expiresAt, new Date())));
  for (const row of alive) ended.delete(row.id);
  return ended;
}
