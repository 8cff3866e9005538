import { createRoute, z } from "@hono/zod-openapi";
import { sceneCreateSchema } from "#contracts/scene.ts";
import { sceneReorderSchema, sceneSchema, sceneUpdateSchema } from "#contracts/scene.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const scene = sceneSchema.openapi("Scene");
const idParams = idParam("id");

export const listScenesRoute = createRoute({
  method: "get",
  path: "/api/movies/{id}/scenes",
  tags: ["scenes"],
  ...authed,
  summary: "A movie's scenes in story order (by sceneNumber)",
  request: { params: idParams },
  responses: {
    200: jsonResponse(z.array(scene), "Scenes"),
    400: errorResponse("The id is not a UUID"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const createSceneRoute = createRoute({
  method: "post",
  path: "/api/scenes",
  tags: ["scenes"],
  ...authed,
  summary: "Add a scene at the end of its movie",
  description:
    "The sceneNumber sent is ignored: a new scene is numbered after the movie's last one (the composer always sends 1). A client-generated id makes retries safe. Every characterIds entry must be a character of the same movie.",
  request: { body: jsonBody(sceneCreateSchema.openapi("SceneCreate")) },
  responses: {
    201: jsonResponse(scene, "Created"),
    200: jsonResponse(scene, "Already created by an earlier try with the same id"),
    400: errorResponse("Invalid payload: the message names the field, or an unknown character id"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("The id belongs to another user's scene"),
  },
});

export const getSceneRoute = createRoute({
  method: "get",
  path: "/api/scenes/{id}",
  tags: ["scenes"],
  ...authed,
  request: { params: idParams },
  responses: {
    200: jsonResponse(scene, "The scene"),
    400: errorResponse("The id is not a UUID"),
    401: errorResponse("No session"),
    404: errorResponse("No such scene for this user"),
  },
});

export const updateSceneRoute = createRoute({
  method: "patch",
  path: "/api/scenes/{id}",
  tags: ["scenes"],
  ...authed,
  summary: "Edit a scene (send the version you read)",
  request: { params: idParams, body: jsonBody(sceneUpdateSchema.openapi("SceneUpdate")) },
  responses: {
    200: jsonResponse(scene, "Updated"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such scene for this user"),
    409: errorResponse("Stale version: reload and try again"),
  },
});

export const deleteSceneRoute = createRoute({
  method: "delete",
  path: "/api/scenes/{id}",
  tags: ["scenes"],
  ...authed,
  summary: "Delete a scene; the scenes after it move up one",
  request: { params: idParams },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("The id is not a UUID"),
    401: errorResponse("No session"),
    404: errorResponse("No such scene for this user"),
  },
});

export const reorderScenesRoute = createRoute({
  method: "post",
  path: "/api/movies/{id}/scenes/reorder",
  tags: ["scenes"],
  ...authed,
  summary: "Put a movie's scenes in a new order (renumbered 1..n)",
  description: "sceneIds must name every scene of the movie exactly once.",
  request: { params: idParams, body: jsonBody(sceneReorderSchema.openapi("SceneReorder")) },
  responses: {
    200: jsonResponse(z.array(scene), "The scenes in their new order"),
    400: errorResponse("sceneIds is not exactly the movie's scenes"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});
