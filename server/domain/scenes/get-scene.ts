import { eq } from "drizzle-orm";
import type { AccessNeed } from "#contracts/collaboration.ts";
import type { Scene } from "#contracts/scene.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { accessThrough } from "../movies/access-through.ts";
import { isUuid } from "../shared/ids.ts";
import { toSceneDto } from "./scene-dto.ts";

// Anyone the movie is shared with reads its scenes; a scene of a movie the user cannot see and
// a missing one answer the same 404. `need` is what the caller is about to do with it.
export async function getScene(
  db: DbOrTx,
  userId: string,
  sceneId: string,
  need: AccessNeed = "read",
): Promise<Scene> {
  if (!isUuid(sceneId)) throw AppError.notFound("Scene");
  const [row] = await db.select().from(scenes).where(eq(scenes.id, sceneId));
  if (!row) throw AppError.notFound("Scene");
  await accessThrough(db, userId, row.movieId, need, "Scene");
  return toSceneDto(row);
}
