import { createRoute, z } from "@hono/zod-openapi";
import {
  appliedImportSchema,
  applyImportSchema,
  createdImportSchema,
  createImportSchema,
  importQuerySchema,
  importSchema,
} from "#contracts/imports.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const importResponse = importSchema.openapi("Import");
const params = idParam("importId");

export const createImportRoute = createRoute({
  method: "post",
  path: "/api/imports",
  tags: ["imports"],
  ...authed,
  summary: "Start importing a social media or journal archive: where to upload the ZIP",
  description:
    "Answers the import's id and uploadUrl. uploadMode chunked (local storage): PUT the ZIP to uploadUrl in chunks of at most chunkBytes, in order, each with `Content-Range: bytes {start}-{end}/{total}`; a chunk that does not start where the server's copy ends is answered 409 `{ receivedBytes }` so the client resumes there. uploadMode single (S3): one PUT of the whole file to the presigned uploadUrl. Archives are limited to maxBytes (2 GB). Then POST /api/imports/{importId}/start.",
  request: { body: jsonBody(createImportSchema.openapi("CreateImport")) },
  responses: {
    201: jsonResponse(createdImportSchema.openapi("CreatedImport"), "Created; upload the ZIP"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    403: errorResponse(
      "The movie is shared with this person: only its owner can import into it (owner_only)",
    ),
    404: errorResponse("movieId names no movie of this user"),
  },
});

export const startImportRoute = createRoute({
  method: "post",
  path: "/api/imports/{importId}/start",
  tags: ["imports"],
  ...authed,
  summary: "The ZIP is uploaded: unpack it in the background",
  description:
    "The job unpacks the archive as a stream, detects its source (Instagram, Facebook, X, Google Photos, Day One or a plain ZIP of photos) and stores the preview items, then takes each photo and video out, checks it and makes its thumbnail. Follow it with GET /api/imports/{importId}. Starting an import that is already unpacking changes nothing. A person's imports run one at a time: while another of theirs is being read or applied, this one answers 202 with waiting true (status unpacking, no progress) and starts by itself when the other ends.",
  request: { params },
  responses: {
    202: jsonResponse(importResponse, "Unpacking"),
    401: errorResponse("No session"),
    404: errorResponse("No such import for this user"),
    409: errorResponse("The archive is not completely uploaded, or the import was started before"),
    413: errorResponse("The uploaded archive is larger than 2 GB (it is deleted)"),
  },
});

export const getImportRoute = createRoute({
  method: "get",
  path: "/api/imports/{importId}",
  tags: ["imports"],
  ...authed,
  summary: "An import's status, progress, report and preview items",
  description:
    "status: uploading, unpacking, ready, importing, done or failed (error says why and what to do). While uploading, uploadedBytes is what the server has. Items appear as soon as the archive's posts are read, before their photos are taken out; thumbnailUrl is set once a photo passed the check. The items come in pages, in the order they were added or changed: at most itemsLimit (default 500, at most 1000) of those changed after itemsSince (absent: from the start). Pass the answer's itemsCursor as itemsSince on the next poll to receive only what changed since (an item comes again when its thumbnails are ready or its scene is made); moreItems true means the page was cut, so ask again at once. Keep items by id and order them by date. While importing (after apply), progress is the share of the chosen items done, counts.imported the scenes made and counts.duplicates the chosen items left out because an earlier import made them; counts.chosen is how many apply was asked for.",
  request: {
    params,
    query: importQuerySchema.extend({
      itemsSince: importQuerySchema.shape.itemsSince.openapi({
        description: "The itemsCursor of an earlier answer of this import",
        example: "1042",
      }),
      itemsLimit: importQuerySchema.shape.itemsLimit.openapi({
        description: "At most this many items (1 to 1000; default 500)",
        example: 500,
      }),
    }),
  },
  responses: {
    200: jsonResponse(importResponse, "The import"),
    400: errorResponse(
      "itemsSince is no cursor, or itemsLimit is not a whole number from 1 to 1000",
    ),
    401: errorResponse("No session"),
    404: errorResponse("No such import for this user"),
  },
});

export const applyImportRoute = createRoute({
  method: "post",
  path: "/api/imports/{importId}/apply",
  tags: ["imports"],
  ...authed,
  summary: "Turn the chosen items into scenes (a background job)",
  description:
    "Answers 202 at once with status importing and how many items were chosen; a background job then makes the scenes. Each item of itemIds (absent: every item) becomes a scene at the end of movieId, oldest first: its first words as the title, its text as a text element, its photos and videos as media elements (re-encoded without EXIF or GPS, like every upload), its date as a calendar element and its place, when the archive names one, as the scene's location. Items an earlier import already made a scene of are counted in counts.duplicates and not added again. Follow the job with GET /api/imports/{importId}: status importing with progress and counts.imported, then done with the report line (the archive and the files nobody chose are deleted then). If it stops part way for a reason other than DELETE, the import is ready again with a report line saying why: what was made stays, and applying again skips it. DELETE while importing stops the job after the scene being made. A person's imports run one at a time: while another of theirs is being read or applied, the answer says waiting true, GET says so too (status importing, waiting true), and the scenes are made once the other ends; DELETE meanwhile deletes it at once.",
  request: { params, body: jsonBody(applyImportSchema.openapi("ApplyImport")) },
  responses: {
    202: jsonResponse(
      appliedImportSchema.openapi("AppliedImport"),
      "Importing: follow it with GET",
    ),
    400: errorResponse("Invalid payload, or item ids that are not of this import"),
    401: errorResponse("No session"),
    403: errorResponse(
      "The movie is shared with this person: only its owner can import into it (owner_only)",
    ),
    404: errorResponse("No such import or movie for this user"),
    409: errorResponse("The import is not ready, or was applied already"),
  },
});

export const abandonImportRoute = createRoute({
  method: "delete",
  path: "/api/imports/{importId}",
  tags: ["imports"],
  ...authed,
  summary: "Abandon an import: its archive, preview and extracted files are deleted",
  description:
    "Scenes already made stay. While the import is being applied, it is gone at once (404 from then on); the job stops after the scene it is making and deletes the files of the items not made yet.",
  request: { params },
  responses: {
    204: { description: "Abandoned" },
    401: errorResponse("No session"),
    404: errorResponse("No such import for this user"),
  },
});

// Plain Hono routes (a streamed body, a streamed answer); these entries only document them.
export const importUploadPathDoc = {
  method: "put" as const,
  path: "/uploads/imports/{importId}",
  tags: ["imports"],
  summary: "One chunk of an import's ZIP (local storage): PUT to the signed uploadUrl",
  description:
    "No session needed: the signature in the query authorises this import's archive for 24 hours. Send chunks in order with `Content-Range: bytes {start}-{end}/{total}`; the file is complete when it holds total bytes.",
  request: {
    params: z.object({ importId: z.string().openapi({ format: "uuid" }) }),
    query: z.object({ owner: z.string(), expires: z.string(), signature: z.string() }),
    headers: z.object({
      "content-range": z.string().openapi({ example: "bytes 0-8388607/52428800" }),
    }),
    body: {
      required: true,
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
  responses: {
    200: jsonResponse(
      z.object({ receivedBytes: z.number().int() }).openapi("ReceivedBytes"),
      "Appended: the bytes the server has",
    ),
    400: errorResponse("No valid Content-Range, or a total other than the first chunk's"),
    403: errorResponse("Expired or forged signature"),
    404: errorResponse("The import is gone (abandoned)"),
    409: jsonResponse(
      z.object({ receivedBytes: z.number().int() }),
      "The chunk does not start at receivedBytes: resume from there (or the upload is finished)",
    ),
    413: errorResponse("Over 2 GB in total, or a chunk over 8 MB"),
  },
};

export const importThumbnailPathDoc = {
  method: "get" as const,
  path: "/api/imports/{importId}/items/{itemId}/media/{index}/thumbnail",
  tags: ["imports"],
  ...authed,
  summary: "A preview photo's 480 px WEBP thumbnail (the import's owner only)",
  request: {
    params: z.object({
      importId: z.string().openapi({ format: "uuid" }),
      itemId: z.string().openapi({ format: "uuid" }),
      index: z.string().openapi({ example: "0" }),
    }),
  },
  responses: {
    200: {
      description: "image/webp",
      content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
    },
    401: errorResponse("No session"),
    404: errorResponse("No such import, item or thumbnail for this user"),
  },
};
