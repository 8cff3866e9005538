import { createRoute, z } from "@hono/zod-openapi";
import { sharedScreenplaySchema } from "#contracts/screenplay.ts";
import {
  shareLinkCreateSchema,
  shareLinkPatchSchema,
  shareLinkSchema,
} from "#contracts/share-link.ts";
import { planFeatureResponse } from "../plan-limit-response.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const link = shareLinkSchema.openapi("ShareLink");
const movieParams = idParam("movieId");
const idParams = idParam("id");
const tokenParams = z.object({ token: z.string() });
const tags = ["sharing"];

export const createShareLinkRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/share-links",
  tags,
  ...authed,
  summary: "Share the movie's screenplay by a read-only link /s/{token}",
  description:
    "The token is 32 random bytes (base64url). `expiresAt` is optional (ISO date-time in the future; Lifescript Pro when payments are set up, and a link made with one keeps working after Pro ends). A client-generated id makes retries safe.",
  request: {
    params: movieParams,
    body: {
      required: false,
      content: { "application/json": { schema: shareLinkCreateSchema.openapi("ShareLinkCreate") } },
    },
  },
  responses: {
    201: jsonResponse(link, "Created"),
    200: jsonResponse(link, "Already created by an earlier try with the same id"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    402: planFeatureResponse("A link with `expiresAt`"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("The id belongs to another link"),
  },
});

export const listMovieShareLinksRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/share-links",
  tags,
  ...authed,
  summary: "The movie's share links, active and past, newest first",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(z.array(link), "Share links"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const listShareLinksRoute = createRoute({
  method: "get",
  path: "/api/share-links",
  tags,
  ...authed,
  summary: "All of the user's share links (the Share screen's sharing state per movie)",
  responses: {
    200: jsonResponse(z.array(link), "Share links"),
    401: errorResponse("No session"),
  },
});

export const revokeShareLinkRoute = createRoute({
  method: "delete",
  path: "/api/share-links/{id}",
  tags,
  ...authed,
  summary: "Revoke a link: it answers 404 from this moment",
  request: { params: idParams },
  responses: {
    204: { description: "Revoked" },
    401: errorResponse("No session"),
    404: errorResponse("No such link for this user"),
  },
});

export const updateShareLinkRoute = createRoute({
  method: "patch",
  path: "/api/share-links/{id}",
  tags,
  ...authed,
  summary: "Change who may comment through a link, or the names it refuses",
  description:
    "`comments`: `off` (no one comments), `writer-only` (readers comment, only the writer sees them) or `everyone` (readers see each other's comments and reactions). `blockedNames` replaces the whole list; names are compared without letter case or surrounding spaces, and each is kept once.",
  request: {
    params: idParams,
    body: jsonBody(shareLinkPatchSchema.openapi("ShareLinkPatch")),
  },
  responses: {
    200: jsonResponse(link, "The link"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such link for this user"),
  },
});

export const sharedScreenplayRoute = createRoute({
  method: "get",
  path: "/api/share/{token}",
  tags,
  summary: "Public: the shared screenplay for the page /s/{token}",
  description:
    "No session needed. The pages are the paginated output of the engine: the same positioned lines the PDF draws (x in inches, y in lines from the top margin; see geometry). Unknown, revoked and expired tokens answer 404. Answers carry X-Robots-Tag: noindex and are not cached.",
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(sharedScreenplaySchema.openapi("SharedScreenplay"), "The screenplay"),
    404: errorResponse("Unknown, revoked or expired link"),
  },
});

export const sharedPdfPathDoc = {
  method: "get" as const,
  path: "/s/{token}.pdf",
  tags,
  summary: "Public: the shared screenplay as PDF",
  description:
    "No session needed. Unknown, revoked and expired tokens answer 404. X-Robots-Tag: noindex.",
  request: { params: tokenParams },
  responses: {
    200: {
      description: "The PDF, as an attachment named after the movie",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    404: errorResponse("Unknown, revoked or expired link"),
  },
};
