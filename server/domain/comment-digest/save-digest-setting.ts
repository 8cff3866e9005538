import type { CommentDigestSetting } from "#contracts/share-comments.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { commentDigestSettings } from "#server/db/schema/index.ts";

// Turns the daily mail of new comments on or off; answers the setting as saved.
export async function saveDigestSetting(
  db: DbOrTx,
  userId: string,
  setting: CommentDigestSetting,
): Promise<CommentDigestSetting> {
  const [row] = await db
    .insert(commentDigestSettings)
    .values({ userId, enabled: setting.commentDigest })
    .onConflictDoUpdate({
      target: commentDigestSettings.userId,
      set: { enabled: setting.commentDigest },
    })
    .returning({ enabled: commentDigestSettings.enabled });
  return { commentDigest: row?.enabled ?? setting.commentDigest };
}
