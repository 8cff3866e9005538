import { createRoute, z } from "@hono/zod-openapi";
import {
  actionSheetDraftSaveSchema,
  actionSheetDraftSchema,
  sceneDraftSaveSchema,
  sceneDraftSchema,
} from "#contracts/draft.ts";
import { authed, errorResponse, jsonBody, jsonResponse } from "../openapi.ts";

const draftQuery = z.object({
  movieId: z.string().optional().openapi({
    description: "The movie the draft belongs to; leave out (or 'none') before a movie is chosen",
  }),
});
const sceneDraft = sceneDraftSchema.openapi("SceneDraft");
const success = z.object({ success: z.literal(true) });

export const getSceneDraftRoute = createRoute({
  method: "get",
  path: "/api/drafts/scene",
  tags: ["drafts"],
  ...authed,
  summary: "The composer's saved draft for a movie (data is null when there is none)",
  request: { query: draftQuery },
  responses: {
    200: jsonResponse(z.object({ data: sceneDraft.nullable() }), "The draft, or null"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const saveSceneDraftRoute = createRoute({
  method: "put",
  path: "/api/drafts/scene",
  tags: ["drafts"],
  ...authed,
  summary: "Save (create or replace) the composer's draft for a movie",
  request: {
    query: draftQuery,
    body: jsonBody(sceneDraftSaveSchema.openapi("SceneDraftSave")),
  },
  responses: {
    200: jsonResponse(sceneDraft, "Saved"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const deleteSceneDraftRoute = createRoute({
  method: "delete",
  path: "/api/drafts/scene",
  tags: ["drafts"],
  ...authed,
  summary: "Clear the composer's draft for a movie (succeeds when there is none)",
  request: { query: draftQuery },
  responses: {
    204: { description: "Cleared" },
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const loadActionSheetDraftRoute = createRoute({
  method: "get",
  path: "/api/temp/load-draft-action-sheet",
  tags: ["drafts"],
  ...authed,
  summary: "The action sheet's saved draft (data is null when there is none)",
  responses: {
    200: jsonResponse(
      z.object({
        success: z.literal(true),
        data: actionSheetDraftSchema.openapi("ActionSheetDraft").nullable(),
      }),
      "The draft, or null",
    ),
    401: errorResponse("No session"),
  },
});

export const saveActionSheetDraftRoute = createRoute({
  method: "post",
  path: "/api/temp/save-draft-action-sheet",
  tags: ["drafts"],
  ...authed,
  summary: "Save the action sheet's draft (replaces the previous one)",
  request: { body: jsonBody(actionSheetDraftSaveSchema.openapi("ActionSheetDraftSave")) },
  responses: {
    200: jsonResponse(success, "Saved"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
  },
});

export const clearActionSheetDraftRoute = createRoute({
  method: "delete",
  path: "/api/temp/clear-draft-action-sheet",
  tags: ["drafts"],
  ...authed,
  summary: "Clear the action sheet's draft (succeeds when there is none)",
  responses: {
    200: jsonResponse(success, "Cleared"),
    401: errorResponse("No session"),
  },
});
