import { createRoute, z } from "@hono/zod-openapi";
import {
  categoryElementCreateSchema,
  categoryElementSchema,
  categoryElementUpdateSchema,
  groupedCategoryElementsSchema,
} from "#contracts/category-element.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const element = categoryElementSchema.openapi("CategoryElement");
const movieParams = idParam("movieId");
const idParams = idParam("id");

export const listCategoryElementsRoute = createRoute({
  method: "get",
  path: "/api/category-elements/{movieId}",
  tags: ["development"],
  ...authed,
  summary: "A movie's development notes (category elements)",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(z.array(element), "Category elements"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const groupedCategoryElementsRoute = createRoute({
  method: "get",
  path: "/api/category-elements/{movieId}/grouped",
  tags: ["development"],
  ...authed,
  summary: "The development catalogue filled with the movie's elements",
  description:
    "Every group → category → sub-component of the catalogue, with its explanation, example, fields, elements and completion (empty ones included). Elements of kinds no longer in the catalogue are under `other`.",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(
      groupedCategoryElementsSchema.openapi("GroupedCategoryElements"),
      "Grouped elements",
    ),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const createCategoryElementRoute = createRoute({
  method: "post",
  path: "/api/category-elements",
  tags: ["development"],
  ...authed,
  summary: "Add a development note (a client-generated id makes retries safe)",
  description:
    "categoryGroup, categoryType and subComponentType must name an entry of the catalogue (contracts/development-catalogue.ts). A character's content has characterName, role and description.",
  request: { body: jsonBody(categoryElementCreateSchema.openapi("CategoryElementCreate")) },
  responses: {
    201: jsonResponse(element, "Created"),
    200: jsonResponse(element, "Already created by an earlier try with the same id"),
    400: errorResponse("Invalid payload: the message names the field"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("The id belongs to another user's element"),
  },
});

export const updateCategoryElementRoute = createRoute({
  method: "patch",
  path: "/api/category-elements/{id}",
  tags: ["development"],
  ...authed,
  request: {
    params: idParams,
    body: jsonBody(categoryElementUpdateSchema.openapi("CategoryElementUpdate")),
  },
  responses: {
    200: jsonResponse(element, "Updated"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such element for this user"),
    409: errorResponse("Stale version: reload and try again"),
  },
});

export const deleteCategoryElementRoute = createRoute({
  method: "delete",
  path: "/api/category-elements/{id}",
  tags: ["development"],
  ...authed,
  request: { params: idParams },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("No session"),
    404: errorResponse("No such element for this user"),
  },
});
