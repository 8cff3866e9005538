import { createRoute, z } from "@hono/zod-openapi";
import {
  characterCreateSchema,
  characterSchema,
  characterUpdateSchema,
} from "#contracts/character.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const character = characterSchema.openapi("Character");
const idParams = idParam("id");

export const listCharactersRoute = createRoute({
  method: "get",
  path: "/api/characters",
  tags: ["characters"],
  ...authed,
  summary: "The user's characters, or one movie's with ?movieId=",
  request: { query: z.object({ movieId: z.string().optional() }) },
  responses: {
    200: jsonResponse(z.array(character), "Characters"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const createCharacterRoute = createRoute({
  method: "post",
  path: "/api/characters",
  tags: ["characters"],
  ...authed,
  summary: "Add a character to a movie (a client-generated id makes retries safe)",
  request: { body: jsonBody(characterCreateSchema.openapi("CharacterCreate")) },
  responses: {
    201: jsonResponse(character, "Created"),
    200: jsonResponse(character, "Already created by an earlier try with the same id"),
    400: errorResponse("Invalid payload: the message names the field"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("The id belongs to another user's character"),
  },
});

export const updateCharacterRoute = createRoute({
  method: "patch",
  path: "/api/characters/{id}",
  tags: ["characters"],
  ...authed,
  request: { params: idParams, body: jsonBody(characterUpdateSchema.openapi("CharacterUpdate")) },
  responses: {
    200: jsonResponse(character, "Updated"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such character for this user"),
    409: errorResponse("Stale version: reload and try again"),
  },
});

export const deleteCharacterRoute = createRoute({
  method: "delete",
  path: "/api/characters/{id}",
  tags: ["characters"],
  ...authed,
  summary: "Delete a character; scenes that named it drop it",
  request: { params: idParams },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("No session"),
    404: errorResponse("No such character for this user"),
  },
});
