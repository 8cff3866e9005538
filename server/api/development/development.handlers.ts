import type { Deps } from "#server/context.ts";
import { getBeatBoard } from "#server/domain/development/get-beat-board.ts";
import { getEmotionArc } from "#server/domain/emotion-arc/get-emotion-arc.ts";
import { getDevelopmentSuggestions } from "#server/domain/development/get-development-suggestions.ts";
import { getDevelopmentProgress } from "#server/domain/development/get-development-progress.ts";
import { listDevelopmentProgress } from "#server/domain/development/list-development-progress.ts";
import { saveBeatBoard } from "#server/domain/development/save-beat-board.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  developmentSuggestionsRoute,
  emotionArcRoute,
  getBeatBoardRoute,
  listDevelopmentRoute,
  movieDevelopmentRoute,
  saveBeatBoardRoute,
} from "./development.routes.ts";

export function developmentRouter({ database: { db } }: Deps) {
  const router = createRouter();

  router.openapi(listDevelopmentRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listDevelopmentProgress(db, user.id), 200);
  });

  router.openapi(movieDevelopmentRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getDevelopmentProgress(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(developmentSuggestionsRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getDevelopmentSuggestions(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(getBeatBoardRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getBeatBoard(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(emotionArcRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getEmotionArc(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(saveBeatBoardRoute, async (c) => {
    const user = requireUser(c);
    return c.json(
      await saveBeatBoard(db, user.id, c.req.valid("param").movieId, c.req.valid("json")),
      200,
    );
  });

  return router;
}
