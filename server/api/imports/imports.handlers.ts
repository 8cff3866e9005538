import { Readable } from "node:stream";
import type { Deps } from "#server/context.ts";
import { abandonImport } from "#server/domain/imports/abandon-import.ts";
import { applyImport } from "#server/domain/imports/apply-import.ts";
import { createImport } from "#server/domain/imports/create-import.ts";
import { getImport } from "#server/domain/imports/get-import.ts";
import { openImportThumbnail } from "#server/domain/imports/open-import-thumbnail.ts";
import { receiveImportChunk } from "#server/domain/imports/receive-import-chunk.ts";
import { startImport } from "#server/domain/imports/start-import.ts";
import { AppError } from "#server/errors.ts";
import { LOCAL_IMPORT_UPLOAD_PATH } from "#server/storage/local-storage.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { pathId } from "../openapi.ts";
import { routeGate } from "#server/http/route-gates.ts";
import {
  abandonImportRoute,
  applyImportRoute,
  createImportRoute,
  getImportRoute,
  importThumbnailPathDoc,
  importUploadPathDoc,
  startImportRoute,
} from "./imports.routes.ts";

export function importsRouter(deps: Deps) {
  const { database, storage } = deps;
  const db = database.db;
  const router = createRouter();

  router.openapi(createImportRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await createImport({ db, storage }, user.id, c.req.valid("json")), 201);
  });

  router.openapi(startImportRoute, async (c) => {
    const user = requireUser(c);
    const { importId } = c.req.valid("param");
    await startImport({ db, storage }, user.id, importId);
    return c.json(await getImport({ db, storage }, user.id, importId), 202);
  });

  router.openapi(getImportRoute, async (c) => {
    const user = requireUser(c);
    const { importId } = c.req.valid("param");
    return c.json(await getImport({ db, storage }, user.id, importId, c.req.valid("query")), 200);
  });

  router.openapi(applyImportRoute, async (c) => {
    const user = requireUser(c);
    const { importId } = c.req.valid("param");
    return c.json(await applyImport({ db }, user.id, importId, c.req.valid("json")), 202);
  });

  router.openapi(abandonImportRoute, async (c) => {
    const user = requireUser(c);
    await abandonImport({ db, storage }, user.id, c.req.valid("param").importId);
    return c.body(null, 204);
  });

  router.get(
    importThumbnailPathDoc.path.replace(/\{(\w+)\}/g, ":$1"),
    routeGate(importThumbnailPathDoc),
    async (c) => {
      const user = requireUser(c);
      const importId = pathId(c, "importId");
      const itemId = pathId(c, "itemId");
      const index = Number(c.req.param("index"));
      if (!Number.isInteger(index) || index < 0) throw AppError.notFound("Thumbnail");
      const opened = await openImportThumbnail({ db, storage }, user.id, {
        importId,
        itemId,
        index,
      });
      const body = Readable.toWeb(opened.stream) as unknown as ReadableStream<Uint8Array>;
      return c.body(body, 200, {
        "Content-Type": "image/webp",
        "Content-Length": String(opened.size),
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
      });
    },
  );
  router.openAPIRegistry.registerPath(importThumbnailPathDoc);

  // No session: the signature in the URL authorises the archive, as for media uploads. Outside
  // /api, so the API's 2 MB body limit does not apply; each chunk is capped by its Content-Range.
  router.put(`${LOCAL_IMPORT_UPLOAD_PATH}/:importId`, async (c) => {
    const answer = await receiveImportChunk(
      { db, storage },
      {
        importId: c.req.param("importId"),
        query: {
          owner: c.req.query("owner"),
          expires: c.req.query("expires"),
          signature: c.req.query("signature"),
        },
        contentRange: c.req.header("content-range"),
        body: c.req.raw.body,
      },
    );
    if (answer.ok) return c.json({ receivedBytes: answer.receivedBytes }, 200);
    return c.json(
      {
        receivedBytes: answer.receivedBytes,
        error: { code: "conflict", message: answer.message },
      },
      409,
    );
  });
  router.openAPIRegistry.registerPath(importUploadPathDoc);

  return router;
}
