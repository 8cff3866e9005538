import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { cowriterConsents } from "#server/db/schema/index.ts";

// Give or withdraw consent to send this user's movie text to `host`; the latest answer wins.
export async function saveCowriterConsent(
  db: DbOrTx,
  userId: string,
  host: string,
  consentGiven: boolean,
): Promise<{ consentGiven: boolean }> {
  await db
    .insert(cowriterConsents)
    .values({ userId, consentGiven, host })
    .onConflictDoUpdate({
      target: cowriterConsents.userId,
      set: { consentGiven, host, updatedAt: sql`now()` },
    });
  return { consentGiven };
}
