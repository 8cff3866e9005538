import { createRoute } from "@hono/zod-openapi";
import { integrationsSchema } from "#contracts/operator.ts";
import { authed, errorResponse, jsonResponse } from "../openapi.ts";

export const integrationsRoute = createRoute({
  method: "get",
  path: "/api/operator/integrations",
  tags: ["operator"],
  ...authed,
  summary: "Operators: every optional service, whether it is on, and the settings that turn it on",
  description:
    "Setting names and whether each is set, never their values. Only for the addresses in ADMIN_EMAILS (verified); everyone else gets 404, as for any unknown address.",
  responses: {
    200: jsonResponse(integrationsSchema.openapi("Integrations"), "The integrations"),
    401: errorResponse("No session"),
    404: errorResponse("Not an operator (ADMIN_EMAILS): answered as if not found"),
  },
});
