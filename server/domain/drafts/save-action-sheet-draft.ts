import { sql } from "drizzle-orm";
import type { ActionSheetDraftSave } from "#contracts/draft.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { actionSheetDrafts } from "#server/db/schema/index.ts";

// One action-sheet draft per user, overwritten by each save (autosave, last write wins).
export async function saveActionSheetDraft(
  db: DbOrTx,
  userId: string,
  input: ActionSheetDraftSave,
): Promise<void> {
  const values = {
    content: input.content,
    mediaUrl: input.mediaUrl ?? null,
    mediaType: input.mediaType ?? null,
    timestamp: input.timestamp ?? Date.now(),
  };
  await db
    .insert(actionSheetDrafts)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: actionSheetDrafts.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
