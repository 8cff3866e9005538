import { createRoute } from "@hono/zod-openapi";
import {
  collaborationSchema,
  collaboratorCreatedSchema,
  collaboratorCreateSchema,
  collaboratorListSchema,
  collaboratorSchema,
  collaboratorUpdateSchema,
} from "#contracts/collaboration.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse, named } from "../openapi.ts";

const movieParams = idParam("movieId");
const collaboratorParams = idParam("movieId", "collaboratorId");
const collaborator = named(collaboratorSchema, "Collaborator");
const tags = ["collaborators"];

export const inviteCollaboratorRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/collaborators",
  tags,
  ...authed,
  summary: "Invite someone to the movie by email, as an editor, commenter or viewer",
  description:
    "The owner only. The address gets a mail with a link /invite/{token} (32 random bytes, base64url; the server keeps only its SHA-256) that works for 14 days; `inviteUrl` is the same link, to send another way. Inviting a pending address again sends a new link and the old one stops working. At most 10 people per movie, pending invitations included. The first invitation makes the screenplay live.",
  request: {
    params: movieParams,
    body: jsonBody(named(collaboratorCreateSchema, "CollaboratorCreate")),
  },
  responses: {
    201: jsonResponse(named(collaboratorCreatedSchema, "CollaboratorCreated"), "Invited"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    403: errorResponse("Not the movie's owner (owner_only), or a guest"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse(
      "The owner's own address, an address that already joined, or 10 people already (collaborator_limit)",
    ),
    429: errorResponse("Too many invitations sent"),
  },
});

export const listCollaboratorsRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/collaborators",
  tags,
  ...authed,
  summary: "The people the movie is shared with, joined and invited (the owner only)",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(named(collaboratorListSchema, "CollaboratorList"), "The people"),
    401: errorResponse("No session"),
    403: errorResponse("Not the movie's owner (owner_only)"),
    404: errorResponse("No such movie for this user"),
  },
});

export const changeCollaboratorRoute = createRoute({
  method: "patch",
  path: "/api/movies/{movieId}/collaborators/{collaboratorId}",
  tags,
  ...authed,
  summary: "Change what a person may do (the owner only)",
  description: "`version` is the one the client saw; an older one answers 409.",
  request: {
    params: collaboratorParams,
    body: jsonBody(named(collaboratorUpdateSchema, "CollaboratorUpdate")),
  },
  responses: {
    200: jsonResponse(collaborator, "The person"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    403: errorResponse("Not the movie's owner (owner_only)"),
    404: errorResponse("No such movie or person"),
    409: errorResponse("Changed elsewhere since `version`"),
  },
});

export const removeCollaboratorRoute = createRoute({
  method: "delete",
  path: "/api/movies/{movieId}/collaborators/{collaboratorId}",
  tags,
  ...authed,
  summary: "Remove a person or withdraw an invitation; a member removing their own row leaves",
  description:
    "The owner removes anyone; a member may remove only themself. The movie answers 404 to a removed person at once, and a withdrawn invitation's link stops working.",
  request: { params: collaboratorParams },
  responses: {
    204: { description: "Removed" },
    401: errorResponse("No session"),
    403: errorResponse("Not the movie's owner, and not the person's own row (owner_only)"),
    404: errorResponse("No such movie or person"),
  },
});

export const collaborationRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/collaboration",
  tags,
  ...authed,
  summary: "How the caller works on the movie: their role, whether it is live, and who is in it",
  description:
    "Any role. `people` is the owner and the members who joined, each with a colour that stays the same for that person. `maxChars` is the live screenplay's size limit.",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(named(collaborationSchema, "Collaboration"), "The collaboration"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});
