import { and, eq } from "drizzle-orm";
import type { Scene } from "#contracts/scene.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { toSceneDto } from "./scene-dto.ts";

// Another user's scene and a missing one answer the same 404.
export async function getScene(db: DbOrTx, userId: string, sceneId: string): Promise<Scene> {
  const [row] = await db
    .select()
    .from(scenes)
    .where(and(eq(scenes.id, sceneId), eq(scenes.userId, userId)));
  if (!row) throw AppError.notFound("Scene");
  return toSceneDto(row);
}
