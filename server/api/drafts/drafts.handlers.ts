import type { Deps } from "#server/context.ts";
import { clearActionSheetDraft } from "#server/domain/drafts/clear-action-sheet-draft.ts";
import { deleteSceneDraft } from "#server/domain/drafts/delete-scene-draft.ts";
import { getActionSheetDraft } from "#server/domain/drafts/get-action-sheet-draft.ts";
import { getSceneDraft } from "#server/domain/drafts/get-scene-draft.ts";
import { saveActionSheetDraft } from "#server/domain/drafts/save-action-sheet-draft.ts";
import { saveSceneDraft } from "#server/domain/drafts/save-scene-draft.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  clearActionSheetDraftRoute,
  deleteSceneDraftRoute,
  getSceneDraftRoute,
  loadActionSheetDraftRoute,
  saveActionSheetDraftRoute,
  saveSceneDraftRoute,
} from "./drafts.routes.ts";

export function draftsRouter({ database: { db } }: Deps) {
  const router = createRouter();

  router.openapi(getSceneDraftRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: await getSceneDraft(db, user.id, c.req.valid("query").movieId) }, 200);
  });

  router.openapi(saveSceneDraftRoute, async (c) => {
    const user = requireUser(c);
    const { movieId } = c.req.valid("query");
    return c.json(await saveSceneDraft(db, user.id, movieId, c.req.valid("json")), 200);
  });

  router.openapi(deleteSceneDraftRoute, async (c) => {
    const user = requireUser(c);
    await deleteSceneDraft(db, user.id, c.req.valid("query").movieId);
    return c.body(null, 204);
  });

  router.openapi(loadActionSheetDraftRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ success: true as const, data: await getActionSheetDraft(db, user.id) }, 200);
  });

  router.openapi(saveActionSheetDraftRoute, async (c) => {
    const user = requireUser(c);
    await saveActionSheetDraft(db, user.id, c.req.valid("json"));
    return c.json({ success: true as const }, 200);
  });

  router.openapi(clearActionSheetDraftRoute, async (c) => {
    const user = requireUser(c);
    await clearActionSheetDraft(db, user.id);
    return c.json({ success: true as const }, 200);
  });

  return router;
}
