import { and, eq, sql } from "drizzle-orm";
import type { Scene, SceneUpdate } from "#contracts/scene.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { checkCharacterIds } from "./check-character-ids.ts";
import { getScene } from "./get-scene.ts";
import { touchMovie } from "../movies/touch-movie.ts";
import { toSceneDto } from "./scene-dto.ts";

// Optimistic concurrency: the update applies only to the version the client saw.
export async function updateScene(
  db: DbOrTx,
  userId: string,
  sceneId: string,
  input: SceneUpdate,
): Promise<Scene> {
  return db.transaction(async (tx) => {
    const current = await getScene(tx, userId, sceneId, "edit");
    const { version, ...changes } = input;
    if (changes.characterIds) {
      await checkCharacterIds(tx, current.userId, current.movieId, changes.characterIds);
    }
    const [row] = await tx
      .update(scenes)
      .set({ ...changes, version: sql`${scenes.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(scenes.id, sceneId), eq(scenes.version, version)))
      .returning();
    if (!row) {
      throw AppError.staleVersion("This scene", current.version, version);
    }
    await touchMovie(tx, row.movieId);
    return toSceneDto(row);
  });
}
