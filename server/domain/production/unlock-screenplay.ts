import { eq } from "drizzle-orm";
import type { Production } from "#contracts/production.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplayLocks } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { findScreenplay } from "../screenplay/find-screenplay.ts";
import { toProductionDto } from "./production-dto.ts";
import { productionRows } from "./production-rows.ts";

// Unlocks the pages: pages and scenes are numbered afresh. The revisions stay (their marks are
// computed from the saved versions, locked or not). Unlocking an unlocked script changes nothing.
export async function unlockScreenplay(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<Production> {
  // Unlocking pages is the owner's production decision, not an editor's.
  await movieAccess(db, userId, movieId, "own");
  const row = await findScreenplay(db, movieId);
  if (!row) return toProductionDto(movieId, { lock: undefined, revisions: [] });
  await db.delete(screenplayLocks).where(eq(screenplayLocks.screenplayId, row.id));
  return toProductionDto(movieId, await productionRows(db, row.id));
}
