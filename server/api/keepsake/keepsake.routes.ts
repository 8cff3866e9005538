import { createRoute, z } from "@hono/zod-openapi";
import {
  keepsakeRequestSchema,
  keepsakeSchema,
  keepsakeStartedSchema,
} from "#contracts/keepsake.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const tags = ["keepsake"];
const keepsake = keepsakeSchema.openapi("Keepsake");

export const startKeepsakeRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/keepsake",
  tags,
  ...authed,
  summary: "Make a keepsake book of the movie: a PDF to print and bind",
  description:
    'A background job lays out the book: a cover (the movie\'s cover photo, title and author), the dedication, contents, each captured moment (date, place, the person\'s words with their emphasis, photos in colour, quotes) followed by its screenplay pages, the whole screenplay, and a QR code to the live share link. trim "6x9" is 432x648 pt, "letter" 612x792 pt. Poll GET /api/movies/{movieId}/keepsake/{keepsakeId}: photos that print below 300 dpi are listed in its warnings before the book is printed.',
  request: {
    params: idParam("movieId"),
    body: jsonBody(keepsakeRequestSchema.openapi("KeepsakeRequest")),
  },
  responses: {
    202: jsonResponse(keepsakeStartedSchema.openapi("KeepsakeStarted"), "Started"),
    400: errorResponse("Invalid payload: the message names the field"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    429: errorResponse("Books of this movie are already being made: wait for them"),
  },
});

export const getKeepsakeRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/keepsake/{keepsakeId}",
  tags,
  ...authed,
  summary: "A keepsake book's progress; downloadUrl and warnings once ready",
  request: { params: idParam("movieId", "keepsakeId") },
  responses: {
    200: jsonResponse(keepsake, "The book"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie or book for this user"),
  },
});

export const downloadKeepsakePathDoc = {
  method: "get" as const,
  path: "/api/movies/{movieId}/keepsake/{keepsakeId}/download",
  tags,
  ...authed,
  summary: "The finished book (application/pdf), for its owner only",
  request: { params: idParam("movieId", "keepsakeId") },
  responses: {
    200: {
      description: "The PDF",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    401: errorResponse("No session"),
    404: errorResponse("No such movie or book for this user"),
    409: errorResponse("Not ready yet"),
  },
};
