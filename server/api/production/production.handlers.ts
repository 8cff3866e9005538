import type { Deps } from "#server/context.ts";
import { getProduction } from "#server/domain/production/get-production.ts";
import { lockScreenplay } from "#server/domain/production/lock-screenplay.ts";
import { screenplayReport } from "#server/domain/production/production-report-file.ts";
import { startRevision } from "#server/domain/production/start-revision.ts";
import { unlockScreenplay } from "#server/domain/production/unlock-screenplay.ts";
import { reportFormats, reportKinds } from "#contracts/production.ts";
import { AppError } from "#server/errors.ts";
import { sendFile } from "#server/http/files.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { pathId } from "../openapi.ts";
import { routeGate } from "#server/http/route-gates.ts";
import {
  getProductionRoute,
  lockRoute,
  newRevisionRoute,
  reportPathDoc,
  unlockRoute,
} from "./production.routes.ts";

const isKind = (s: string): s is (typeof reportKinds)[number] =>
  (reportKinds as readonly string[]).includes(s);
const isFormat = (s: string): s is (typeof reportFormats)[number] =>
  (reportFormats as readonly string[]).includes(s);

export function productionRouter({ database: { db } }: Deps) {
  const router = createRouter();

  router.openapi(getProductionRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getProduction(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(lockRoute, async (c) => {
    const user = requireUser(c);
    const body = (c.req.valid("json") as { date?: string } | undefined) ?? {};
    return c.json(
      await lockScreenplay(db, user.id, c.req.valid("param").movieId, { date: body.date }),
      200,
    );
  });

  router.openapi(unlockRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await unlockScreenplay(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(newRevisionRoute, async (c) => {
    const user = requireUser(c);
    const body = (c.req.valid("json") as { date?: string } | undefined) ?? {};
    return c.json(
      await startRevision(db, user.id, c.req.valid("param").movieId, { date: body.date }),
      201,
    );
  });

  router.get(
    "/api/movies/:movieId/screenplay/reports/:file",
    routeGate(reportPathDoc),
    async (c) => {
      const user = requireUser(c);
      const movieId = pathId(c, "movieId");
      const [kind = "", format = "", extra] = c.req.param("file").split(".");
      if (extra !== undefined || !isKind(kind) || !isFormat(format)) {
        throw new AppError(
          "not_found",
          "No such report: ask for scenes, characters, locations or cast, as .csv or .pdf",
        );
      }
      return sendFile(c, await screenplayReport(db, user.id, movieId, kind, format));
    },
  );
  router.openAPIRegistry.registerPath(reportPathDoc);

  return router;
}
