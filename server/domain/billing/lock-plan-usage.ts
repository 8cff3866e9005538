import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { user } from "#server/db/schema/index.ts";

// Holds the account's row for the rest of the transaction, so that the check of a plan limit and
// the write that uses it happen one request at a time per account: ten movie creates sent at once
// by a Free account used to all read "2 of 3" and all insert. The lock is the account's own row
// (SELECT … FOR UPDATE), which PostgreSQL and PGlite both honour, and other accounts never wait.
export async function lockPlanUsage(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
}
