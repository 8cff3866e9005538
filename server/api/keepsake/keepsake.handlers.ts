import { Readable } from "node:stream";
import type { Deps } from "#server/context.ts";
import { getKeepsake, openKeepsakeDownload } from "#server/domain/keepsake/get-keepsake.ts";
import { toKeepsakeDto } from "#server/domain/keepsake/keepsake-dto.ts";
import { startKeepsake } from "#server/domain/keepsake/start-keepsake.ts";
import { safeFileName } from "#server/domain/screenplay/render-file.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { pathId } from "../openapi.ts";
import {
  downloadKeepsakePathDoc,
  getKeepsakeRoute,
  startKeepsakeRoute,
} from "./keepsake.routes.ts";

export function keepsakeRouter(deps: Deps) {
  const { database, storage, env } = deps;
  const db = database.db;
  const router = createRouter();

  router.openapi(startKeepsakeRoute, async (c) => {
    const user = requireUser(c);
    const started = await startKeepsake(
      db,
      user.id,
      c.req.valid("param").movieId,
      c.req.valid("json"),
    );
    return c.json(started, 202);
  });

  router.openapi(getKeepsakeRoute, async (c) => {
    const user = requireUser(c);
    const { movieId, keepsakeId } = c.req.valid("param");
    const { row } = await getKeepsake(db, user.id, movieId, keepsakeId);
    return c.json(toKeepsakeDto(row, env.baseUrl), 200);
  });

  router.get("/api/movies/:movieId/keepsake/:keepsakeId/download", async (c) => {
    const user = requireUser(c);
    const opened = await openKeepsakeDownload(
      { db, storage },
      user.id,
      pathId(c, "movieId"),
      pathId(c, "keepsakeId"),
    );
    const name = safeFileName(`${opened.title} keepsake ${opened.trim}`, "pdf");
    return c.body(Readable.toWeb(opened.stream) as unknown as ReadableStream<Uint8Array>, 200, {
      "Content-Type": "application/pdf",
      "Content-Length": String(opened.size),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });
  router.openAPIRegistry.registerPath(downloadKeepsakePathDoc);

  return router;
}
