import { and, asc, eq } from "drizzle-orm";
import type { Scene } from "../../../contracts/scene-dto.ts";
import type { DbOrTx } from "../../db/client.ts";
import { movies, scenes } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { toSceneDto } from "./scene-dto.ts";

// A movie's scenes in story order. The movie must be the user's: an empty list would hide a typo.
export async function listScenes(db: DbOrTx, userId: string, movieId: string): Promise<Scene[]> {
  const [movie] = await db
    .select({ id: movies.id })
    .from(movies)
    .where(and(eq(movies.id, movieId), eq(movies.userId, userId)));
  if (!movie) throw AppError.notFound("Movie");
  const rows = await db
    .select()
    .from(scenes)
    .where(and(eq(scenes.movieId, movieId), eq(scenes.userId, userId)))
    .orderBy(asc(scenes.sceneNumber), asc(scenes.createdAt));
  return rows.map(toSceneDto);
}
