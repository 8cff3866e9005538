import { eq } from "drizzle-orm";
import type { Scene } from "#contracts/scene.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { listScenes } from "./list-scenes.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { touchMovie } from "../movies/touch-movie.ts";

const invalid = (message: string) =>
  new AppError("validation_failed", message, { issues: [{ field: "sceneIds", message }] });

// The new order must name every scene of the movie exactly once: a partial list would leave the
// unnamed scenes with numbers that collide. Versions are not bumped, since order is the movie's
// business and an edit open on one scene should not turn stale because another one moved.
export async function reorderScenes(
  db: DbOrTx,
  userId: string,
  movieId: string,
  sceneIds: readonly string[],
): Promise<Scene[]> {
  return db.transaction(async (tx) => {
    await movieAccess(tx, userId, movieId, "edit", { lock: true });
    const rows = await tx.select({ id: scenes.id }).from(scenes).where(eq(scenes.movieId, movieId));
    const current = new Set(rows.map((r) => r.id));
    const seen = new Set<string>();
    for (const raw of sceneIds) {
      const id = raw.toLowerCase();
      if (seen.has(id)) throw invalid(`sceneIds lists a scene more than once: ${raw}`);
      if (!current.has(id)) throw invalid(`Unknown scene id for this movie: ${raw}`);
      seen.add(id);
    }
    const missing = rows.find((r) => !seen.has(r.id));
    if (missing)
      throw invalid(`sceneIds must list every scene of the movie: ${missing.id} is missing`);
    for (const [index, raw] of sceneIds.entries()) {
      await tx
        .update(scenes)
        .set({ sceneNumber: index + 1 })
        .where(eq(scenes.id, raw.toLowerCase()));
    }
    await touchMovie(tx, movieId);
    return listScenes(tx, userId, movieId);
  });
}
