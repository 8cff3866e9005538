import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "#server/context.ts";
import { getGuestConversion } from "#server/domain/guests/get-guest-conversion.ts";
import { AppError } from "#server/errors.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { line } from "#contracts/input-rules.ts";
import { authed, errorResponse, jsonBody, jsonResponse } from "../openapi.ts";

const convertRoute = createRoute({
  method: "post",
  path: "/api/movify/convert-guest-data",
  tags: ["guests"],
  ...authed,
  summary: "Result of moving a guest's movies to the signed-in account",
  description:
    "The move itself happens when the guest's own session signs in or signs up. This call reports it; user ids in the body are never trusted (realUserId, if sent, must be the signed-in user).",
  request: {
    body: jsonBody(
      z.object({
        placeholderUserId: line().min(1, "placeholderUserId is required"),
        realUserId: line().optional(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(
      z.object({
        success: z.literal(true),
        data: z.object({ moviesConverted: z.number().int(), movieId: z.string().nullable() }),
      }),
      "What moved",
    ),
    400: errorResponse("Invalid payload, or still a guest"),
    401: errorResponse("No session"),
    403: errorResponse("realUserId is not the signed-in user"),
    404: errorResponse("No guest session was linked to this account"),
  },
});

export function guestsRouter({ database: { db } }: Deps) {
  const router = createRouter();
  router.openapi(convertRoute, async (c) => {
    const user = requireUser(c);
    if (user.isAnonymous)
      throw new AppError("bad_request", "Sign in or create an account first to keep your movie.");
    const body = c.req.valid("json");
    if (body.realUserId && body.realUserId !== user.id) {
      throw new AppError("forbidden", "realUserId does not match the signed-in user");
    }
    const data = await getGuestConversion(db, user.id, body.placeholderUserId);
    return c.json({ success: true as const, data }, 200);
  });
  return router;
}
