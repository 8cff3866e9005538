import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { cowriterConsents } from "#server/db/schema/index.ts";

// Consent counts only for the host it was given for: a server moved to another model provider
// asks again. A user who never answered has given none.
export async function getCowriterConsent(
  db: DbOrTx,
  userId: string,
  host: string,
): Promise<{ consentGiven: boolean }> {
  const [row] = await db
    .select({ consentGiven: cowriterConsents.consentGiven, host: cowriterConsents.host })
    .from(cowriterConsents)
    .where(eq(cowriterConsents.userId, userId));
  return { consentGiven: Boolean(row?.consentGiven && row.host === host) };
}
