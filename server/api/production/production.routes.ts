import { createRoute, z } from "@hono/zod-openapi";
import {
  lockRequestSchema,
  newRevisionRequestSchema,
  newRevisionResultSchema,
  productionSchema,
  reportFormats,
  reportKinds,
} from "#contracts/production.ts";
import { authed, errorResponse, idParam, jsonResponse } from "../openapi.ts";

const tags = ["production"];
const movieParams = idParam("movieId");
const production = productionSchema.openapi("Production");
const optionalJson = <T>(schema: T) => ({
  required: false,
  content: { "application/json": { schema } },
});

export const getProductionRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/screenplay/production",
  tags,
  ...authed,
  summary: "Whether the pages are locked, and the revisions (oldest first)",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(production, "The production state"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const lockRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/screenplay/lock",
  tags,
  ...authed,
  summary: "Lock the pages and scene numbers at the current text",
  description:
    "From now on page 12 stays page 12 (what no longer fits goes on 12A, 12B) and scene 14 stays scene 14 (a new scene after it is 14A, a removed one prints OMITTED). The first lock makes the text the production draft (White) that revisions are counted from. `date` is the writer's day (YYYY-MM-DD).",
  request: { params: movieParams, body: optionalJson(lockRequestSchema.openapi("LockRequest")) },
  responses: {
    200: jsonResponse(production, "Locked"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("Already locked, or no screenplay yet"),
  },
});

export const unlockRoute = createRoute({
  method: "delete",
  path: "/api/movies/{movieId}/screenplay/lock",
  tags,
  ...authed,
  summary: "Unlock the pages and scene numbers: they are numbered afresh",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(production, "Unlocked (revisions stay)"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const newRevisionRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/screenplay/revisions",
  tags,
  ...authed,
  summary: "Start the next revision; what changes from now on is marked in its colour",
  description:
    "Colours follow the industry order: Blue, Pink, Yellow, Green, Goldenrod, Buff, Salmon, Cherry, then Second Blue, Second Pink … Needs the production draft (lock the pages once first). `date` is the writer's day (YYYY-MM-DD), printed in the revised pages' headers.",
  request: {
    params: movieParams,
    body: optionalJson(newRevisionRequestSchema.openapi("NewRevisionRequest")),
  },
  responses: {
    201: jsonResponse(newRevisionResultSchema.openapi("NewRevisionResult"), "Started"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("The pages were never locked"),
  },
});

// A plain route (a file answer), documented here.
export const reportPathDoc = {
  method: "get" as const,
  path: "/api/movies/{movieId}/screenplay/reports/{report}.{format}",
  tags,
  ...authed,
  summary: "A production report as CSV (RFC 4180, UTF-8 with BOM) or PDF",
  description:
    "scenes: number, heading, page, length in eighths of a page, characters. characters: scenes, printed lines of dialogue, speeches, words, first and last page. locations: scenes, pages, day/night, int/ext. cast: each scene's speaking parts, the cast numbered by scenes. Page and scene numbers are the locked ones when the pages are locked.",
  request: {
    params: z.object({
      movieId: z.uuid().openapi({ param: { name: "movieId", in: "path" } }),
      report: z.enum(reportKinds).openapi({ param: { name: "report", in: "path" } }),
      format: z.enum(reportFormats).openapi({ param: { name: "format", in: "path" } }),
    }),
  },
  responses: {
    200: {
      description: "The report, as an attachment",
      content: {
        "text/csv": { schema: z.string() },
        "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    400: errorResponse("movieId is not a UUID"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user, or no such report"),
  },
};
