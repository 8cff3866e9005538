import { createRoute, z } from "@hono/zod-openapi";
import {
  developmentProgressSchema,
  developmentSuggestionsSchema,
} from "#contracts/category-element.ts";
import { emotionPointSchema } from "#contracts/emotion-arc.ts";
import { beatBoardSaveSchema, beatBoardSchema } from "#contracts/screenplay.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const progress = developmentProgressSchema.openapi("DevelopmentProgress");
const board = beatBoardSchema.openapi("BeatBoard");
const movieParams = idParam("movieId");

export const listDevelopmentRoute = createRoute({
  method: "get",
  path: "/api/development",
  tags: ["development"],
  ...authed,
  summary: "Every movie of the user with its development progress (the Develop home)",
  responses: {
    200: jsonResponse(z.array(progress), "Progress per movie, most recently updated first"),
    401: errorResponse("No session"),
  },
});

export const movieDevelopmentRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/development",
  tags: ["development"],
  ...authed,
  summary: "A movie's development progress: steps complete per category and the next step",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(progress, "Progress"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const getBeatBoardRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/beat-board",
  tags: ["development"],
  ...authed,
  summary: "Which captured scenes sit on which beat, in order",
  description:
    "Every beat of the structure appears in playing order; version 0 means the board was never saved. The screenplay compile follows this order (unplaced scenes after the placed ones).",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(board, "The board"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const saveBeatBoardRoute = createRoute({
  method: "put",
  path: "/api/movies/{movieId}/beat-board",
  tags: ["development"],
  ...authed,
  summary: "Replace the whole board (version 0 for the first save)",
  request: {
    params: movieParams,
    body: jsonBody(beatBoardSaveSchema.openapi("BeatBoardSave")),
  },
  responses: {
    200: jsonResponse(board, "Saved"),
    400: errorResponse("Unknown beat or scene, or a scene on two beats"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("Stale version: reload and try again"),
  },
});

export const developmentSuggestionsRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/development/suggestions",
  tags: ["development"],
  ...authed,
  summary: "Pre-fills for the basic view from what was captured",
  description:
    "Characters from the Characters page and from quote authors (matched to a character by whole name or one word of it), settings from scene locations and calendar events, and the movie's description and genre.",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(
      developmentSuggestionsSchema.openapi("DevelopmentSuggestions"),
      "Suggestions",
    ),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const emotionArcRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/emotion-arc",
  tags: ["development"],
  ...authed,
  summary: "The movie's emotion arc: one point per scene, in the screenplay's order",
  description:
    "Valence (unpleasant -1 to pleasant 1) and arousal (calm -1 to intense 1) per scene. source is `tagged` when the point comes from the feelings recorded on the emotions wheel (scene metadata `emotions`), `text` when it is read from the scene's words with the AFINN sentiment lexicon (English; other languages read as 0, 0).",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(z.array(emotionPointSchema.openapi("EmotionPoint")), "One point per scene"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});
