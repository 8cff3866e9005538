import { and, desc, eq, gt } from "drizzle-orm";
import type { SignedInSession } from "#contracts/account-settings.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { session } from "#server/db/schema/index.ts";
import { countryOfAddress } from "#server/geo/country-of-address.ts";
import { describeDevice } from "./describe-device.ts";

// Every unexpired session of a user, the current one first, then the most recently used.
// Tokens never leave the server: a session is named by its id.
export async function listSessions(
  db: DbOrTx,
  userId: string,
  currentSessionId: string,
): Promise<SignedInSession[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === currentSessionId,
      device: describeDevice(row.userAgent),
      country: countryOfAddress(row.ipAddress),
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.updatedAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
