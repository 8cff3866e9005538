import { createRoute, z } from "@hono/zod-openapi";
import { invitationAcceptedSchema, invitationSchema } from "#contracts/collaboration.ts";
import { authed, errorResponse, jsonResponse, named } from "../openapi.ts";

const tokenParams = z.object({ token: z.string() });
const tags = ["collaborators"];

export const previewInvitationRoute = createRoute({
  method: "get",
  path: "/api/invitations/{token}",
  tags,
  summary: "Public: what an invitation link offers, for the page /invite/{token}",
  description:
    "No session needed. Unknown, withdrawn, expired and already accepted links all answer 404.",
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(named(invitationSchema, "Invitation"), "The invitation"),
    404: errorResponse("Unknown, withdrawn, expired or spent link"),
    429: errorResponse("Too many invitation links opened from this network"),
  },
});

export const acceptInvitationRoute = createRoute({
  method: "post",
  path: "/api/invitations/{token}/accept",
  tags,
  ...authed,
  summary: "Accept an invitation: the movie joins the caller's list with the invited role",
  description:
    "Signed in with an account (not a guest). The link is spent: it opens nothing afterwards. Accepting when already in the movie answers its role again.",
  request: {
    params: tokenParams,
    body: { required: false, content: { "application/json": { schema: z.object({}) } } },
  },
  responses: {
    200: jsonResponse(named(invitationAcceptedSchema, "InvitationAccepted"), "Joined"),
    401: errorResponse("No session"),
    403: errorResponse("A guest"),
    404: errorResponse("Unknown, withdrawn, expired or spent link"),
    409: errorResponse("The owner's own movie"),
    429: errorResponse("Too many invitation links opened from this network"),
  },
});
