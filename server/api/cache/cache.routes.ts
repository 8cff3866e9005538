import { createRoute, z } from "@hono/zod-openapi";
import {
  cacheRestoreSchema,
  cacheSyncResultSchema,
  cacheSyncSchema,
  cacheTypes,
} from "#contracts/cache-sync.ts";
import { authed, errorResponse, jsonBody, jsonResponse } from "../openapi.ts";

// The contract's schemas are used as they are (no .openapi names): a module that loads the contract
// before @hono/zod-openapi (a test, the app's client code) would have schemas without that method.
// Older clients send their userId too: accepted when it is the session's, refused otherwise.
const cacheSyncBody = cacheSyncSchema
  .extend({
    userId: z.string().optional().openapi({
      description: "Leave out: the session decides. Another user's id is refused with 403",
    }),
  })
  .openapi("CacheSync");

export const syncCacheRoute = createRoute({
  method: "post",
  path: "/api/cache/sync",
  tags: ["offline cache"],
  ...authed,
  summary:
    "Store one offline cache record of this device (upsert per cacheType and cacheKey; a version lower than the stored one is not written)",
  request: { body: jsonBody(cacheSyncBody) },
  responses: {
    200: jsonResponse(
      cacheSyncResultSchema,
      "stored: true when written; false when the stored record has a higher version (it is answered)",
    ),
    400: errorResponse("Invalid record (a field, an unknown cacheType, no data)"),
    401: errorResponse("No session"),
    403: errorResponse("userId in the body is another user's"),
    413: errorResponse(
      "The record's data is over 1 MB of JSON, or the person's records would take over 5 MB",
    ),
  },
});

export const restoreCacheRoute = createRoute({
  method: "get",
  path: "/api/cache/restore",
  tags: ["offline cache"],
  ...authed,
  summary: "The caller's offline cache records, from every device, oldest first",
  request: {
    query: z.object({
      userId: z.string().optional().openapi({
        description: "Ignored: the answer always holds the signed-in user's own records",
      }),
    }),
  },
  responses: {
    200: jsonResponse(cacheRestoreSchema, "The records"),
    401: errorResponse("No session"),
  },
});

export const removeCacheRecordRoute = createRoute({
  method: "delete",
  path: "/api/cache/records/{cacheType}/{cacheKey}",
  tags: ["offline cache"],
  ...authed,
  summary:
    "Remove one of the caller's offline cache records once its write reached the server (204 also when there is none)",
  request: {
    params: z.object({
      cacheType: z
        .enum(cacheTypes)
        .openapi({ param: { name: "cacheType", in: "path" }, description: cacheTypes.join(", ") }),
      cacheKey: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: "cacheKey", in: "path" }, description: "URL-encoded" }),
    }),
    query: z.object({
      version: z.coerce.number().int().min(1).optional().openapi({
        description: "Only remove the record when its stored version is this or lower",
      }),
    }),
  },
  responses: {
    204: { description: "Removed, or there was none" },
    400: errorResponse("Unknown cacheType or a bad version"),
    401: errorResponse("No session"),
  },
});
