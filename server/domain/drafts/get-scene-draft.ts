import { and, eq } from "drizzle-orm";
import type { SceneDraft } from "#contracts/draft.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { sceneDrafts } from "#server/db/schema/index.ts";
import { draftKeyFor } from "./draft-key.ts";
import { toSceneDraftDto } from "./scene-draft-dto.ts";

// No draft is a normal state (null), not an error: the composer restores one only if it exists.
export async function getSceneDraft(
  db: DbOrTx,
  userId: string,
  movieId: string | undefined,
): Promise<SceneDraft | null> {
  const { key } = await draftKeyFor(db, userId, movieId);
  const [row] = await db
    .select()
    .from(sceneDrafts)
    .where(and(eq(sceneDrafts.userId, userId), eq(sceneDrafts.draftKey, key)));
  return row ? toSceneDraftDto(row) : null;
}
