import { Readable } from "node:stream";
import { deleteCookie } from "hono/cookie";
import type { Deps } from "#server/context.ts";
import { checkDeletionAllowed } from "#server/domain/account/check-deletion-allowed.ts";
import { deleteAccount } from "#server/domain/account/delete-account.ts";
import { toExportDto } from "#server/domain/account/export-dto.ts";
import { getExport, openExportDownload } from "#server/domain/account/get-export.ts";
import { startExport } from "#server/domain/account/start-export.ts";
import { AppError } from "#server/errors.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  deleteAccountRoute,
  downloadExportPathDoc,
  getExportRoute,
  startExportRoute,
} from "./account.routes.ts";
import { pathId } from "../openapi.ts";

// Better Auth's session cookie, plain on http and __Secure- on https.
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

export function accountRouter(deps: Deps) {
  const { database, storage, env } = deps;
  const db = database.db;
  const router = createRouter();

  router.openapi(startExportRoute, async (c) => {
    const user = requireUser(c);
    const { row, created } = await startExport(db, user.id);
    const dto = toExportDto(row, env.baseUrl);
    return created ? c.json(dto, 202) : c.json(dto, 200);
  });

  router.openapi(getExportRoute, async (c) => {
    const user = requireUser(c);
    const row = await getExport(db, user.id, c.req.valid("param").id);
    return c.json(toExportDto(row, env.baseUrl), 200);
  });

  router.get("/api/account/export/:id/download", async (c) => {
    const user = requireUser(c);
    const opened = await openExportDownload({ db, storage }, user.id, pathId(c, "id"));
    const day = opened.createdAt.toISOString().slice(0, 10);
    return c.body(Readable.toWeb(opened.stream) as unknown as ReadableStream<Uint8Array>, 200, {
      "Content-Type": "application/zip",
      "Content-Length": String(opened.size),
      "Content-Disposition": `attachment; filename="lifescript-my-data-${day}.zip"`,
      "Cache-Control": "private, no-store",
    });
  });
  router.openAPIRegistry.registerPath(downloadExportPathDoc);

  router.openapi(deleteAccountRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid("json");
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw AppError.unauthorized();
    const context = await deps.auth.$context;
    await checkDeletionAllowed(
      { db, verifyPassword: (hash, password) => context.password.verify({ hash, password }) },
      { userId: user.id, password: body.password, signedInAt: found.session.createdAt },
    );
    await deleteAccount(
      { db, storage, mailer: deps.mailer, logger: c.get("log"), baseUrl: env.baseUrl },
      user.id,
      { notify: true },
    );
    c.get("log").info("account deleted");
    for (const name of SESSION_COOKIES) {
      deleteCookie(c, name, {
        path: "/",
        ...(name.startsWith("__Secure-") ? { secure: true } : {}),
      });
    }
    return c.body(null, 204);
  });

  return router;
}
