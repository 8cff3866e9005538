import { eq, sql } from "drizzle-orm";
import type { Scene } from "#contracts/scene.ts";
import type { SceneCreate } from "#contracts/scene.ts";
import { sceneFieldsOnCreate } from "#contracts/new-records.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { checkCharacterIds } from "./check-character-ids.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { touchMovie } from "../movies/touch-movie.ts";
import { toSceneDto } from "./scene-dto.ts";

export type CreateSceneResult = { scene: Scene; created: boolean };

// A new scene always goes to the end of its movie: the composer sends sceneNumber 1 for every
// scene, so the number sent is ignored and max + 1 is taken under the movie's row lock.
// A retry with the same client-generated id returns the scene it already made.
export async function createScene(
  db: DbOrTx,
  userId: string,
  input: SceneCreate,
): Promise<CreateSceneResult> {
  return db.transaction(async (tx) => {
    // An editor's scene is the owner's, like every row of the movie.
    const { ownerId } = await movieAccess(tx, userId, input.movieId, "edit", { lock: true });
    if (input.id) {
      const existing = await findById(tx, input.id);
      if (existing) return existingResult(existing, ownerId, input.movieId);
    }
    await checkCharacterIds(tx, ownerId, input.movieId, input.characterIds);
    const [numbering] = await tx
      .select({ next: sql<number>`coalesce(max(${scenes.sceneNumber}), 0)::int + 1` })
      .from(scenes)
      .where(eq(scenes.movieId, input.movieId));
    const [row] = await tx
      .insert(scenes)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId: ownerId,
        ...sceneFieldsOnCreate(input),
        sceneNumber: Number(numbering?.next ?? 1),
      })
      // The same id created at the same moment in another movie: answered like a retry below.
      .onConflictDoNothing({ target: scenes.id })
      .returning();
    if (!row) {
      const existing = input.id ? await findById(tx, input.id) : undefined;
      if (!existing) throw new Error("scene insert returned no row");
      return existingResult(existing, ownerId, input.movieId);
    }
    await touchMovie(tx, input.movieId);
    return { scene: toSceneDto(row), created: true };
  });
}

async function findById(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(scenes).where(eq(scenes.id, id));
  return row;
}

// The same id in another movie (even the user's own) is another scene, not a retry.
function existingResult(
  row: typeof scenes.$inferSelect,
  ownerId: string,
  movieId: string,
): CreateSceneResult {
  if (row.userId !== ownerId || row.movieId !== movieId.toLowerCase())
    throw AppError.conflict("A scene with this id already exists");
  return { scene: toSceneDto(row), created: false };
}
