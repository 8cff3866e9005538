import type { Deps } from "#server/context.ts";
import { readDigestSetting } from "#server/domain/comment-digest/read-digest-setting.ts";
import { saveDigestSetting } from "#server/domain/comment-digest/save-digest-setting.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { getCommentDigestRoute, putCommentDigestRoute } from "./comment-digest.routes.ts";

export function commentDigestRouter(deps: Deps) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(getCommentDigestRoute, async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await readDigestSetting(db, user.id), 200);
  });

  router.openapi(putCommentDigestRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await saveDigestSetting(db, user.id, c.req.valid("json")), 200);
  });

  return router;
}
