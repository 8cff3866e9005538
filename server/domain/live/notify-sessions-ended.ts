import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { LIVE_ACCESS_CHANNEL, SESSIONS_ENDED_NOTE } from "./live-compaction.ts";

// Tells every server that sessions ended (a sign-out, "sign out everywhere", a password change
// or reset, an account deleted): each checks that the sessions behind its open sockets still
// exist and closes the others with 4401 at once rather than at the next sweep. The note names
// nobody: a sign-out is rare, and one query per server answers it for all its sockets. Sent at
// commit when given a transaction.
export async function notifySessionsEnded(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_ACCESS_CHANNEL}, ${SESSIONS_ENDED_NOTE})`);
}
