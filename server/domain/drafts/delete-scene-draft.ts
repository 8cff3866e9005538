import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { sceneDrafts } from "#server/db/schema/index.ts";
import { draftKeyFor } from "./draft-key.ts";

// Idempotent: clearing a draft that is already gone is still a success (the composer clears
// after every create, and a retry must not fail).
export async function deleteSceneDraft(
  db: DbOrTx,
  userId: string,
  movieId: string | undefined,
): Promise<void> {
  const { key } = await draftKeyFor(db, userId, movieId);
  await db
    .delete(sceneDrafts)
    .where(and(eq(sceneDrafts.userId, userId), eq(sceneDrafts.draftKey, key)));
}
