import { createRoute, z } from "@hono/zod-openapi";
import { gifPageSchema } from "#contracts/gif.ts";
import { authed, errorResponse, jsonResponse } from "../openapi.ts";

const gifPage = gifPageSchema.openapi("GifPage");
// GIPHY refuses offsets past 4999.
const offset = z.coerce
  .number({ error: "offset must be a whole number" })
  .int("offset must be a whole number")
  .min(0, "offset must be at least 0")
  .max(4999, "offset must be at most 4999")
  .default(0);

const failures = {
  401: errorResponse("No session"),
  451: errorResponse("gif_unavailable_in_region: This content is not available in your location"),
  502: errorResponse("gif_provider_failed: GIPHY failed or could not be reached"),
  503: errorResponse("not_configured: GIF search is not configured on this server."),
};

export const trendingGifsRoute = createRoute({
  method: "get",
  path: "/api/gifs/trending",
  tags: ["gifs"],
  ...authed,
  summary: "Trending GIFs from GIPHY, 20 a page, rated pg-13 (cached 60 s)",
  request: { query: z.object({ offset }) },
  responses: {
    200: jsonResponse(gifPage, "A page of GIFs"),
    400: errorResponse("Invalid offset"),
    ...failures,
  },
});

export const searchGifsRoute = createRoute({
  method: "get",
  path: "/api/gifs/search",
  tags: ["gifs"],
  ...authed,
  summary: "Search GIPHY, 20 a page, rated pg-13 (cached 60 s)",
  request: {
    query: z.object({
      q: z
        .string({ error: "q is required" })
        .trim()
        .min(1, "q is required")
        .max(50, "q is too long (50 characters at most)"),
      offset,
    }),
  },
  responses: {
    200: jsonResponse(gifPage, "A page of GIFs"),
    400: errorResponse("Missing search term or invalid offset"),
    ...failures,
  },
});
