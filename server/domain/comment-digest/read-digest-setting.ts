import { eq } from "drizzle-orm";
import type { CommentDigestSetting } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { commentDigestSettings } from "#server/db/schema/index.ts";

// Whether the account gets the daily mail of new comments: on until the writer turns it off
// (no row means on).
export async function readDigestSetting(db: DbOrTx, userId: string): Promise<CommentDigestSetting> {
  const [row] = await db
    .select({ enabled: commentDigestSettings.enabled })
    .from(commentDigestSettings)
    .where(eq(commentDigestSettings.userId, userId));
  return { commentDigest: row?.enabled ?? true };
}
