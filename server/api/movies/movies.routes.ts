import { createRoute, z } from "@hono/zod-openapi";
import { movieCreateSchema, movieSchema, movieUpdateSchema } from "#contracts/movie.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";
import { planLimitResponse } from "../plan-limit-response.ts";

const movie = movieSchema.openapi("Movie");
const idParams = idParam("id");

export const listMoviesRoute = createRoute({
  method: "get",
  path: "/api/movies",
  tags: ["movies"],
  ...authed,
  summary: "The signed-in user's movies, most recently updated first",
  responses: {
    200: jsonResponse(z.array(movie), "Movies"),
    401: errorResponse("No session"),
  },
});

export const createMovieRoute = createRoute({
  method: "post",
  path: "/api/movies",
  tags: ["movies"],
  ...authed,
  summary: "Create a movie (a client-generated id makes retries safe)",
  request: { body: jsonBody(movieCreateSchema.openapi("MovieCreate")) },
  responses: {
    201: jsonResponse(movie, "Created"),
    200: jsonResponse(movie, "Already created by an earlier try with the same id"),
    400: errorResponse("Invalid payload: the message names the field"),
    401: errorResponse("No session"),
    402: planLimitResponse("A new movie"),
    409: errorResponse("The id belongs to another movie"),
  },
});

export const getMovieRoute = createRoute({
  method: "get",
  path: "/api/movies/{id}",
  tags: ["movies"],
  ...authed,
  request: { params: idParams },
  responses: {
    200: jsonResponse(movie, "The movie"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const updateMovieRoute = createRoute({
  method: "patch",
  path: "/api/movies/{id}",
  tags: ["movies"],
  ...authed,
  request: { params: idParams, body: jsonBody(movieUpdateSchema.openapi("MovieUpdate")) },
  responses: {
    200: jsonResponse(movie, "Updated"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("Stale version: reload and try again"),
  },
});

export const deleteMovieRoute = createRoute({
  method: "delete",
  path: "/api/movies/{id}",
  tags: ["movies"],
  ...authed,
  request: { params: idParams },
  responses: {
    204: { description: "Deleted, with its scenes" },
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});
