import { createRoute, z } from "@hono/zod-openapi";
import {
  reauthenticateSchema,
  signedInSessionsSchema,
  signedOutSchema,
} from "#contracts/account-settings.ts";
import { authed, errorResponse, jsonBody, jsonResponse } from "../openapi.ts";

const tags = ["account"];
const guestRefused = errorResponse("A guest session (guest_not_allowed): create an account first");

export const listSessionsRoute = createRoute({
  method: "get",
  path: "/api/account/sessions",
  tags,
  ...authed,
  summary: "Where the account is signed in",
  description:
    "Every unexpired session: the device (browser and system from its User-Agent), the country of the address it signed in from (bundled IP-to-country database; null for private or unknown addresses), when it signed in and when it was last used. The current session comes first, marked `current`.",
  responses: {
    200: jsonResponse(signedInSessionsSchema.openapi("SignedInSessions"), "The sessions"),
    401: errorResponse("No session"),
    403: guestRefused,
  },
});

export const signOutSessionRoute = createRoute({
  method: "delete",
  path: "/api/account/sessions/{id}",
  tags,
  ...authed,
  summary: "Sign out one other session",
  description:
    "Its cookie and bearer token answer 401 from the next request on. The current session signs out through /api/auth/sign-out instead (400).",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    204: { description: "Signed out" },
    400: errorResponse("That is the current session"),
    401: errorResponse("No session"),
    403: guestRefused,
    404: errorResponse("No such session of this account"),
  },
});

export const signOutOthersRoute = createRoute({
  method: "post",
  path: "/api/account/sessions/sign-out-others",
  tags,
  ...authed,
  summary: "Sign out everywhere else",
  description: "Every session of the account but the current one ends.",
  responses: {
    200: jsonResponse(signedOutSchema, "How many sessions were signed out"),
    401: errorResponse("No session"),
    403: guestRefused,
  },
});

export const reauthenticateRoute = createRoute({
  method: "post",
  path: "/api/account/reauthenticate",
  tags,
  ...authed,
  summary: "Confirm the password again before a sensitive change",
  description:
    "Changing the email or password, turning two-step sign-in off and unlinking Google or Apple need a sign-in of the last 10 minutes (Better Auth answers 403 SESSION_NOT_FRESH otherwise). The right password makes the current session count as one.",
  request: { body: jsonBody(reauthenticateSchema.openapi("Reauthenticate")) },
  responses: {
    204: { description: "Confirmed: the session counts as a fresh sign-in" },
    400: errorResponse("No password given"),
    401: errorResponse("No session"),
    403: errorResponse(
      "Wrong password (wrong_password), an account without a password (reauthentication_required), or a guest (guest_not_allowed)",
    ),
  },
});
