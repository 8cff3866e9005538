import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { accessThrough } from "../movies/access-through.ts";
import { isUuid } from "../shared/ids.ts";
import { touchMovie } from "../movies/touch-movie.ts";

// The scenes after it move up one, so numbers stay 1..n without gaps.
export async function deleteScene(db: DbOrTx, userId: string, sceneId: string): Promise<void> {
  if (!isUuid(sceneId)) throw AppError.notFound("Scene");
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ movieId: scenes.movieId })
      .from(scenes)
      .where(eq(scenes.id, sceneId));
    if (!found) throw AppError.notFound("Scene");
    await accessThrough(tx, userId, found.movieId, "edit", "Scene", { lock: true });
    const [deleted] = await tx
      .delete(scenes)
      .where(eq(scenes.id, sceneId))
      .returning({ sceneNumber: scenes.sceneNumber });
    if (!deleted) throw AppError.notFound("Scene");
    await tx
      .update(scenes)
      .set({ sceneNumber: sql`${scenes.sceneNumber} - 1` })
      .where(and(eq(scenes.movieId, found.movieId), gt(scenes.sceneNumber, deleted.sceneNumber)));
    await touchMovie(tx, found.movieId);
  });
}
