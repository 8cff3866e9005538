import type { Context } from "hono";
import { importRequestSchema } from "#contracts/screenplay.ts";
import type { AppEnv, Deps } from "#server/context.ts";
import { assertPlanFeature } from "#server/domain/billing/assert-plan-feature.ts";
import { plansEnforced } from "#server/domain/billing/plans-enforced.ts";
import { compileScreenplay } from "#server/domain/screenplay/compile-screenplay.ts";
import { getScreenplay } from "#server/domain/screenplay/get-screenplay.ts";
import { getVersion } from "#server/domain/screenplay/get-version.ts";
import { importScreenplay, type ImportFile } from "#server/domain/screenplay/import-screenplay.ts";
import { listVersions } from "#server/domain/screenplay/list-versions.ts";
import { nameCurrentVersion } from "#server/domain/screenplay/name-current-version.ts";
import { restoreVersion } from "#server/domain/screenplay/restore-version.ts";
import { saveScreenplay } from "#server/domain/screenplay/save-screenplay.ts";
import { saveTitlePage } from "#server/domain/screenplay/save-title-page.ts";
import {
  screenplayFile,
  screenplayStatistics,
  type FileFormat,
} from "#server/domain/screenplay/screenplay-files.ts";
import { AppError } from "#server/errors.ts";
import { fileOptions, sendFile } from "#server/http/files.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { routeGate } from "#server/http/route-gates.ts";
import {
  compileScreenplayRoute,
  fdxPathDoc,
  fountainPathDoc,
  getScreenplayRoute,
  getVersionRoute,
  importPathDoc,
  listVersionsRoute,
  nameVersionRoute,
  pdfPathDoc,
  restoreVersionRoute,
  saveScreenplayRoute,
  saveTitlePageRoute,
  statisticsRoute,
} from "./screenplay.routes.ts";
import { pathId } from "../openapi.ts";

async function readImport(c: Context<AppEnv>): Promise<ImportFile> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await c.req.formData().catch(() => {
      throw new AppError("bad_request", "The upload could not be read as multipart form data");
    });
    const file = form.get("file");
    if (!(file instanceof File)) {
      throw new AppError("validation_failed", "file: Choose a .fountain or .fdx file to import");
    }
    return { filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  }
  if (type.startsWith("application/json")) {
    const parsed = importRequestSchema.safeParse(await c.req.json());
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    return { filename: parsed.data.filename, bytes: new TextEncoder().encode(parsed.data.content) };
  }
  throw new AppError(
    "unsupported_media_type",
    "Send the file as multipart/form-data (field file) or JSON {filename, content}",
  );
}

export function screenplayRouter({ database: { db }, env }: Deps) {
  const limitsOn = plansEnforced(env);
  const router = createRouter();

  router.openapi(getScreenplayRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getScreenplay(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(saveScreenplayRoute, async (c) => {
    const user = requireUser(c);
    return c.json(
      await saveScreenplay(db, user.id, c.req.valid("param").movieId, c.req.valid("json")),
      200,
    );
  });

  router.openapi(saveTitlePageRoute, async (c) => {
    const user = requireUser(c);
    return c.json(
      await saveTitlePage(db, user.id, c.req.valid("param").movieId, c.req.valid("json")),
      200,
    );
  });

  router.openapi(compileScreenplayRoute, async (c) => {
    const user = requireUser(c);
    const body = (c.req.valid("json") as { force?: boolean } | undefined) ?? {};
    return c.json(
      await compileScreenplay(db, user.id, c.req.valid("param").movieId, { force: body.force }),
      200,
    );
  });

  router.openapi(listVersionsRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listVersions(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(nameVersionRoute, async (c) => {
    const user = requireUser(c);
    const { movieId } = c.req.valid("param");
    const { name } = c.req.valid("json");
    return c.json(await nameCurrentVersion(db, user.id, movieId, name), 201);
  });

  router.openapi(getVersionRoute, async (c) => {
    const user = requireUser(c);
    const { movieId, versionId } = c.req.valid("param");
    return c.json(await getVersion(db, user.id, movieId, versionId), 200);
  });

  router.openapi(restoreVersionRoute, async (c) => {
    const user = requireUser(c);
    const { movieId, versionId } = c.req.valid("param");
    return c.json(await restoreVersion(db, user.id, movieId, versionId), 200);
  });

  router.openapi(statisticsRoute, async (c) => {
    const user = requireUser(c);
    const options = fileOptions(c.req.valid("query"));
    return c.json(
      await screenplayStatistics(db, user.id, c.req.valid("param").movieId, options),
      200,
    );
  });

  const download = (format: FileFormat) => async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const options = fileOptions(c.req.query());
    const movieId = pathId(c, "movieId");
    if (format === "fdx") {
      await assertPlanFeature(db, { limitsOn, userId: user.id, feature: "fdxExport" });
    }
    const file = await screenplayFile(db, user.id, movieId, format, options);
    return sendFile(c, file);
  };
  router.get("/api/movies/:movieId/screenplay.pdf", routeGate(pdfPathDoc), download("pdf"));
  router.get("/api/movies/:movieId/screenplay.fdx", routeGate(fdxPathDoc), download("fdx"));
  router.get(
    "/api/movies/:movieId/screenplay.fountain",
    routeGate(fountainPathDoc),
    download("fountain"),
  );
  router.openAPIRegistry.registerPath(pdfPathDoc);
  router.openAPIRegistry.registerPath(fdxPathDoc);
  router.openAPIRegistry.registerPath(fountainPathDoc);

  router.post("/api/movies/:movieId/screenplay/import", routeGate(importPathDoc), async (c) => {
    const user = requireUser(c);
    const movieId = pathId(c, "movieId");
    const file = await readImport(c);
    return c.json(await importScreenplay(db, user.id, movieId, file), 200);
  });
  router.openAPIRegistry.registerPath(importPathDoc);

  return router;
}
