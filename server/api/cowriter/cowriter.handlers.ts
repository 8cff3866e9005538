import { COWRITER_NOT_CONFIGURED_MESSAGE } from "#contracts/cowriter.ts";
import type { Deps } from "#server/context.ts";
import { cowriterModel, type CowriterModel } from "#server/domain/cowriter/cowriter-model.ts";
import { dramatiseScene } from "#server/domain/cowriter/dramatise-scene.ts";
import { findGaps } from "#server/domain/cowriter/find-gaps.ts";
import { getCowriterConsent } from "#server/domain/cowriter/get-cowriter-consent.ts";
import { punchUpPassage } from "#server/domain/cowriter/punch-up-passage.ts";
import { saveCowriterConsent } from "#server/domain/cowriter/save-cowriter-consent.ts";
import { suggestCards } from "#server/domain/cowriter/suggest-cards.ts";
import { AppError } from "#server/errors.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  cardsRoute,
  dramatiseRoute,
  gapsRoute,
  getCowriterConsentRoute,
  punchUpRoute,
  saveCowriterConsentRoute,
} from "./cowriter.routes.ts";
import { respondSuggestion } from "#server/http/respond-suggestion.ts";

export function cowriterRouter(
  { database: { db }, env }: Deps,
  model: CowriterModel | null = cowriterModel(env),
) {
  const router = createRouter();

  // Every co-writer call: a session, then a configured model server (503, so the buttons can say
  // the co-writer is not set up here), before any body is read.
  const configured = (): CowriterModel => {
    if (!model) throw new AppError("not_configured", COWRITER_NOT_CONFIGURED_MESSAGE);
    return model;
  };
  for (const path of ["/api/co-writer/*", "/api/movies/:movieId/co-writer/*"]) {
    router.use(path, async (c, next) => {
      requireUser(c);
      configured();
      await next();
    });
  }

  const status = (m: CowriterModel, consentGiven: boolean) => ({
    consentGiven,
    host: m.host,
    model: m.model,
    dailyLimit: m.dailyLimit,
  });

  router.openapi(getCowriterConsentRoute, async (c) => {
    const m = configured();
    const consent = await getCowriterConsent(db, requireUser(c).id, m.host);
    return c.json(status(m, consent.consentGiven), 200);
  });

  router.openapi(saveCowriterConsentRoute, async (c) => {
    const m = configured();
    const { consentGiven } = c.req.valid("json");
    await saveCowriterConsent(db, requireUser(c).id, m.host, consentGiven);
    return c.json(status(m, consentGiven), 200);
  });

  router.openapi(dramatiseRoute, async (c) => {
    const { movieId } = c.req.valid("param");
    const { sceneId } = c.req.valid("json");
    const suggest = await dramatiseScene(db, requireUser(c).id, movieId, sceneId, configured());
    return respondSuggestion(c, suggest);
  });

  router.openapi(cardsRoute, async (c) => {
    const { movieId } = c.req.valid("param");
    return respondSuggestion(c, await suggestCards(db, requireUser(c).id, movieId, configured()));
  });

  router.openapi(punchUpRoute, async (c) => {
    const { movieId } = c.req.valid("param");
    const { text } = c.req.valid("json");
    const suggest = await punchUpPassage(db, requireUser(c).id, movieId, text, configured());
    return respondSuggestion(c, suggest);
  });

  router.openapi(gapsRoute, async (c) => {
    const { movieId } = c.req.valid("param");
    return respondSuggestion(c, await findGaps(db, requireUser(c).id, movieId, configured()));
  });

  return router;
}
