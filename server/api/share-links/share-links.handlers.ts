import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "#server/context.ts";
import { plansEnforced } from "#server/domain/billing/plans-enforced.ts";
import { createShareLink } from "#server/domain/sharing/create-share-link.ts";
import { getSharedPdf, getSharedScreenplay } from "#server/domain/sharing/get-shared-screenplay.ts";
import { listShareLinks } from "#server/domain/sharing/list-share-links.ts";
import { revokeShareLink } from "#server/domain/sharing/revoke-share-link.ts";
import { updateShareLink } from "#server/domain/sharing/update-share-link.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { fileOptions, sendFile } from "#server/http/files.ts";
import {
  createShareLinkRoute,
  listMovieShareLinksRoute,
  listShareLinksRoute,
  revokeShareLinkRoute,
  sharedPdfPathDoc,
  updateShareLinkRoute,
  sharedScreenplayRoute,
} from "./share-links.routes.ts";

// Shared screenplays stay out of search engines, and nothing caches them: a revoked link must
// stop working at once. Set after the handler so that 404s carry it too.
export const shareHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
};

export function shareLinksRouter({ database: { db }, env }: Deps) {
  const router = createRouter();
  const baseUrl = env.baseUrl;
  const limitsOn = plansEnforced(env);

  router.openapi(createShareLinkRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid("json") ?? {};
    const { link, created } = await createShareLink(
      db,
      user.id,
      c.req.valid("param").movieId,
      body,
      baseUrl,
      { limitsOn },
    );
    return created ? c.json(link, 201) : c.json(link, 200);
  });

  router.openapi(listMovieShareLinksRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listShareLinks(db, user.id, c.req.valid("param").movieId, baseUrl), 200);
  });

  router.openapi(listShareLinksRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listShareLinks(db, user.id, undefined, baseUrl), 200);
  });

  router.openapi(revokeShareLinkRoute, async (c) => {
    const user = requireUser(c);
    await revokeShareLink(db, user.id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  router.openapi(updateShareLinkRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    return c.json(await updateShareLink(db, user.id, id, c.req.valid("json"), baseUrl), 200);
  });

  router.use("/api/share/*", shareHeaders);
  router.openapi(sharedScreenplayRoute, async (c) => {
    return c.json(await getSharedScreenplay(db, c.req.valid("param").token, baseUrl), 200);
  });

  // /s/{token} itself is the React page; this router answers only its .pdf.
  router.use("/s/*", shareHeaders);
  router.get("/s/:file{[A-Za-z0-9_-]+\\.pdf}", async (c) => {
    const token = c.req.param("file").replace(/\.pdf$/, "");
    const file = await getSharedPdf(db, token, fileOptions(c.req.query()));
    return sendFile(c, file, { "Cache-Control": "no-store" });
  });
  router.openAPIRegistry.registerPath(sharedPdfPathDoc);

  return router;
}
