import type { Deps } from "#server/context.ts";
import { checkGuestScene } from "#server/domain/guests/guest-may.ts";
import { createScene } from "#server/domain/scenes/create-scene.ts";
import { deleteScene } from "#server/domain/scenes/delete-scene.ts";
import { getScene } from "#server/domain/scenes/get-scene.ts";
import { listScenes } from "#server/domain/scenes/list-scenes.ts";
import { reorderScenes } from "#server/domain/scenes/reorder-scenes.ts";
import { updateScene } from "#server/domain/scenes/update-scene.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  createSceneRoute,
  deleteSceneRoute,
  getSceneRoute,
  listScenesRoute,
  reorderScenesRoute,
  updateSceneRoute,
} from "./scenes.routes.ts";

export function scenesRouter({ database: { db } }: Deps) {
  const router = createRouter();

  router.openapi(listScenesRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listScenes(db, user.id, c.req.valid("param").id), 200);
  });

  router.openapi(createSceneRoute, async (c) => {
    const user = requireUser(c);
    const input = c.req.valid("json");
    if (user.isAnonymous) checkGuestScene(input);
    const { scene, created } = await createScene(db, user.id, input);
    return created ? c.json(scene, 201) : c.json(scene, 200);
  });

  router.openapi(getSceneRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getScene(db, user.id, c.req.valid("param").id), 200);
  });

  router.openapi(updateSceneRoute, async (c) => {
    const user = requireUser(c);
    const input = c.req.valid("json");
    if (user.isAnonymous) checkGuestScene(input);
    return c.json(await updateScene(db, user.id, c.req.valid("param").id, input), 200);
  });

  router.openapi(deleteSceneRoute, async (c) => {
    const user = requireUser(c);
    await deleteScene(db, user.id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  router.openapi(reorderScenesRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    return c.json(await reorderScenes(db, user.id, id, c.req.valid("json").sceneIds), 200);
  });

  return router;
}
