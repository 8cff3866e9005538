import { createRoute, z } from "@hono/zod-openapi";
import {
  mediaAssetSchema,
  saveMetadataSchema,
  uploadUrlRequestSchema,
  uploadUrlSchema,
} from "#contracts/media.ts";
import { authed, errorResponse, jsonBody, jsonResponse } from "../openapi.ts";
import { planLimitResponse } from "../plan-limit-response.ts";

const mediaAsset = mediaAssetSchema.openapi("MediaAsset");

export const uploadUrlRoute = createRoute({
  method: "post",
  path: "/api/media-assets/upload-url",
  tags: ["media"],
  ...authed,
  summary: "Step 1 of an upload: a short-lived URL to PUT the raw file to",
  description:
    "PUT the file's bytes to uploadURL (valid 15 minutes), then call save-metadata with publicPath. Send a client-made objectId (a UUID) to make a replay safe: the same id answers a link for the same upload, and save-metadata answers the asset already saved; another user's id is 409. With the local storage driver the URL is served by this app (PUT /uploads/{objectId}) and stops reading past the size limit; with the S3 driver (S3_BUCKET set) it is a presigned PUT to the bucket, and save-metadata refuses and deletes an oversized file. Bytes never followed by save-metadata are deleted an hour after the link expires.",
  request: { body: jsonBody(uploadUrlRequestSchema.openapi("UploadUrlRequest")) },
  responses: {
    200: jsonResponse(uploadUrlSchema.openapi("UploadUrl"), "Where to PUT the file"),
    400: errorResponse("objectId is not a UUID"),
    401: errorResponse("No session: Authentication required"),
    409: errorResponse("objectId is another user's upload"),
    402: planLimitResponse("The storage already used"),
  },
});

export const saveMetadataRoute = createRoute({
  method: "post",
  path: "/api/media-assets/save-metadata",
  tags: ["media"],
  ...authed,
  summary: "Step 3 of an upload: check the uploaded file and record it",
  description:
    "The real type is read from the file's bytes. A movie cover or character photo must be an image of at most 5 MB (5242880 bytes); scene media may be a photo (MEDIA_MAX_IMAGE_BYTES, 20 MB by default) or a video (MEDIA_MAX_VIDEO_BYTES, 100 MB by default). Photos are re-encoded without their metadata (EXIF, GPS) and get a 480 px WEBP thumbnail; before that, the time the photo was taken is read from its EXIF and answered as `takenAt` (the camera's local time, `YYYY-MM-DDTHH:MM:SS`, no zone; null when unknown), for the image element's `content.takenAt`. Nothing else of the EXIF is kept. A refused file is deleted.",
  request: { body: jsonBody(saveMetadataSchema.openapi("SaveMetadata")) },
  responses: {
    201: jsonResponse(mediaAsset, "Recorded"),
    200: jsonResponse(mediaAsset, "Already recorded by an earlier try"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    402: planLimitResponse("This file"),
    404: errorResponse("Nothing was uploaded for this publicPath by this user"),
    413: errorResponse("Too large for its purpose, e.g. 'Maximum file size is 5MB'"),
    415: errorResponse("Not a supported image or video, or not an image where one is required"),
  },
});

const objectIdParam = z.object({ objectId: z.string().openapi({ format: "uuid" }) });

// The raw upload and media reads are plain Hono routes (a streamed body, a streamed answer);
// these entries only document them.
export const uploadPathDoc = {
  method: "put" as const,
  path: "/uploads/{objectId}",
  tags: ["media"],
  summary: "Step 2 of an upload (local storage driver): PUT the raw file to the signed URL",
  description:
    "No session needed: the HMAC signature in the query authorises this one object for 15 minutes. The size limit is enforced while the body streams; past it the partial file is deleted and 413 answered.",
  request: {
    params: objectIdParam,
    query: z.object({ owner: z.string(), expires: z.string(), signature: z.string() }),
    body: {
      required: true,
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
  responses: {
    200: jsonResponse(
      z.object({ objectId: z.string(), byteSize: z.number().int() }),
      "Stored; now call save-metadata",
    ),
    403: errorResponse("Expired or forged signature"),
    413: errorResponse("Larger than the upload limit: nothing was kept"),
  },
};

const mediaResponses = {
  200: {
    description: "The file, with its real Content-Type; Cache-Control private",
    content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
  },
  206: { description: "The requested byte range (video seeking)" },
  401: errorResponse("No session"),
  404: errorResponse("No such media for this user"),
  416: { description: "Range not satisfiable" },
};

export const mediaPathDoc = {
  method: "get" as const,
  path: "/media/{objectId}",
  tags: ["media"],
  ...authed,
  summary: "Read an uploaded file (owner only; Range supported)",
  request: { params: objectIdParam },
  responses: mediaResponses,
};

export const thumbnailPathDoc = {
  method: "get" as const,
  path: "/media/{objectId}/thumbnail",
  tags: ["media"],
  ...authed,
  summary: "A photo's 480 px WEBP thumbnail (owner only)",
  request: { params: objectIdParam },
  responses: mediaResponses,
};
