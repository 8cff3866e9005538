import { createRoute } from "@hono/zod-openapi";
import { lifeMapQuerySchema, lifeMapSchema } from "#contracts/life-map.ts";
import { authed, errorResponse, jsonResponse } from "../openapi.ts";

export const lifeMapRoute = createRoute({
  method: "get",
  path: "/api/life-map",
  tags: ["interview"],
  ...authed,
  summary: "The person's dated scenes from every movie by year, and the periods with none yet",
  request: { query: lifeMapQuerySchema },
  responses: {
    200: jsonResponse(lifeMapSchema.openapi("LifeMap"), "The life map"),
    400: errorResponse("birthYear is not a year from 1900 to this one"),
    401: errorResponse("No session"),
  },
});
