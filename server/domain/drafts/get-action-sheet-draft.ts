import { eq } from "drizzle-orm";
import { actionSheetMediaTypes, type ActionSheetDraft } from "#contracts/draft.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { actionSheetDrafts } from "#server/db/schema/index.ts";

export async function getActionSheetDraft(
  db: DbOrTx,
  userId: string,
): Promise<ActionSheetDraft | null> {
  const [row] = await db
    .select()
    .from(actionSheetDrafts)
    .where(eq(actionSheetDrafts.userId, userId));
  if (!row) return null;
  const mediaType = (actionSheetMediaTypes as readonly string[]).includes(row.mediaType ?? "")
    ? (row.mediaType as ActionSheetDraft["mediaType"])
    : null;
  return { content: row.content, mediaUrl: row.mediaUrl, mediaType, timestamp: row.timestamp };
}
