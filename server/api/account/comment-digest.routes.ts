import { createRoute } from "@hono/zod-openapi";
import { commentDigestSettingSchema } from "#contracts/share-comments.ts";
import { authed, errorResponse, jsonBody, jsonResponse } from "../openapi.ts";

const tags = ["account"];
const settingDto = commentDigestSettingSchema.openapi("CommentDigestSetting");
const guestRefused = errorResponse("A guest session (guest_not_allowed): create an account first");

export const getCommentDigestRoute = createRoute({
  method: "get",
  path: "/api/account/comment-digest",
  tags,
  ...authed,
  summary: "Whether the daily mail of new comments is on",
  description:
    "On by default. When on, the account's confirmed address gets at most one mail a day listing, per movie, what readers said through its share links since the last one, with a link to the editor.",
  responses: {
    200: jsonResponse(settingDto, "The setting"),
    401: errorResponse("No session"),
    403: guestRefused,
  },
});

export const putCommentDigestRoute = createRoute({
  method: "put",
  path: "/api/account/comment-digest",
  tags,
  ...authed,
  summary: "Turn the daily mail of new comments on or off",
  description:
    "Takes effect from the next daily run. Comments that arrive while it is off are not mailed later.",
  request: { body: jsonBody(settingDto) },
  responses: {
    200: jsonResponse(settingDto, "The setting as saved"),
    400: errorResponse("commentDigest missing or not true/false (validation_failed)"),
    401: errorResponse("No session"),
    403: guestRefused,
  },
});
