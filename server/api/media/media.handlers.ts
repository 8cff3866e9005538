import { Readable } from "node:stream";
import type { Context } from "hono";
import type { AppEnv, Deps } from "#server/context.ts";
import { plansEnforced } from "#server/domain/billing/plans-enforced.ts";
import { createUploadUrl } from "#server/domain/media/create-upload-url.ts";
import { uploadLimit, type MediaLimits } from "#server/domain/media/media-limits.ts";
import { openMedia } from "#server/domain/media/open-media.ts";
import { receiveUpload } from "#server/domain/media/receive-upload.ts";
import { saveMediaMetadata } from "#server/domain/media/save-media-metadata.ts";
import { AppError } from "#server/errors.ts";
import { timed } from "#server/metrics/metrics.ts";
import { LOCAL_UPLOAD_PATH } from "#server/storage/local-storage.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { routeGate } from "#server/http/route-gates.ts";
import { loadSession } from "#server/http/middleware.ts";
import {
  mediaPathDoc,
  saveMetadataRoute,
  thumbnailPathDoc,
  uploadPathDoc,
  uploadUrlRoute,
} from "./media.routes.ts";

// Private: these are people's family photos. An hour saves refetching while scrolling a movie.
const MEDIA_CACHE_CONTROL = "private, max-age=3600";

export function mediaRouter(deps: Deps) {
  const { database, storage, env } = deps;
  const db = database.db;
  const limits: MediaLimits = {
    imageBytes: env.MEDIA_MAX_IMAGE_BYTES,
    videoBytes: env.MEDIA_MAX_VIDEO_BYTES,
  };
  const router = createRouter();
  const limitsOn = plansEnforced(env);

  router.openapi(uploadUrlRoute, async (c) => {
    const user = requireUser(c);
    const { objectId } = c.req.valid("json");
    return c.json(await createUploadUrl({ db, storage, limitsOn }, user.id, objectId), 200);
  });

  router.openapi(saveMetadataRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid("json");
    // The declared type picks the label; the file's real type is checked inside.
    const kind = body.mimeType.startsWith("video/") ? "video" : "image";
    const { asset, created } = await timed(deps.metrics.mediaSeconds, { kind }, () =>
      saveMediaMetadata({ db, storage, limits, limitsOn }, user.id, body),
    );
    return created ? c.json(asset, 201) : c.json(asset, 200);
  });

  // No gates: the signature in the URL authorises the upload, and the body is the file itself,
  // sent with the file's own type.
  router.put(`${LOCAL_UPLOAD_PATH}/:objectId`, async (c) => {
    const result = await receiveUpload(storage, {
      objectId: c.req.param("objectId"),
      query: {
        owner: c.req.query("owner"),
        expires: c.req.query("expires"),
        signature: c.req.query("signature"),
      },
      contentLength: c.req.header("content-length"),
      body: c.req.raw.body,
      maxBytes: uploadLimit(limits),
    });
    return c.json(result, 200);
  });
  router.openAPIRegistry.registerPath(uploadPathDoc);

  // /media sits outside /api (short, stable URLs inside scenes), so it loads the session itself.
  router.use("/media/*", loadSession(deps));
  const serve = (thumbnail: boolean) => async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const objectId = c.req.param("objectId");
    if (!objectId) throw AppError.notFound("Media");
    const opened = await openMedia({ db, storage }, user.id, objectId, {
      thumbnail,
      rangeHeader: c.req.header("range"),
    });
    if (opened.unsatisfiable) {
      return c.body(null, 416, { "Content-Range": `bytes */${opened.size}` });
    }
    const headers: Record<string, string> = {
      "Content-Type": opened.mimeType,
      "Cache-Control": MEDIA_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      "Accept-Ranges": "bytes",
      "Content-Length": String(
        opened.range ? opened.range.end - opened.range.start + 1 : opened.size,
      ),
    };
    if (opened.range) {
      headers["Content-Range"] = `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`;
    }
    const body = Readable.toWeb(opened.stream) as unknown as ReadableStream<Uint8Array>;
    return c.body(body, opened.range ? 206 : 200, headers);
  };
  router.get("/media/:objectId/thumbnail", routeGate(thumbnailPathDoc), serve(true));
  router.get("/media/:objectId", routeGate(mediaPathDoc), serve(false));
  router.openAPIRegistry.registerPath(mediaPathDoc);
  router.openAPIRegistry.registerPath(thumbnailPathDoc);

  return router;
}
