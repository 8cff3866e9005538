import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { actionSheetDrafts } from "#server/db/schema/index.ts";

// Idempotent: clearing nothing is still a success.
export async function clearActionSheetDraft(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(actionSheetDrafts).where(eq(actionSheetDrafts.userId, userId));
}
