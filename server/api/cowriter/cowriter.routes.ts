import { createRoute, z } from "@hono/zod-openapi";
import {
  cardsResultSchema,
  COWRITER_CONSENT_REQUIRED_MESSAGE,
  COWRITER_NOT_CONFIGURED_MESSAGE,
  cowriterConsentSchema,
  cowriterStatusSchema,
  dramatiseRequestSchema,
  dramatiseResultSchema,
  gapsResultSchema,
  punchUpRequestSchema,
  punchUpResultSchema,
} from "#contracts/cowriter.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const notConfigured = errorResponse(`not_configured: ${COWRITER_NOT_CONFIGURED_MESSAGE}`);
const params = idParam("movieId");

const STREAM_DESCRIPTION =
  "With Accept: text/event-stream the answer is a stream of server-sent events: `delta` ({text, restart}: the model's text as it comes; restart is true when an invalid first answer is asked again), then one `result` (the validated suggestion, as in the JSON answer) or one `error` ({error: {code, message, details}, status}). Closing the connection cancels the model's request. Otherwise the answer is JSON. Nothing is written into the screenplay: the writer accepts a suggestion in the editor.";

const suggestionResponses = <T>(schema: T, name: string) => ({
  200: {
    description: "The validated suggestion (JSON), or the event stream",
    content: {
      "application/json": { schema },
      "text/event-stream": { schema: z.string().openapi({ description: STREAM_DESCRIPTION }) },
    },
  },
  400: errorResponse("Invalid body: the message names the field"),
  401: errorResponse("No session"),
  403: errorResponse(
    `forbidden: ${COWRITER_CONSENT_REQUIRED_MESSAGE} (guest_not_allowed for a guest session)`,
  ),
  404: errorResponse(`No such ${name} for this user`),
  429: errorResponse("rate_limited: the daily limit (LLM_DAILY_LIMIT) is used up; Retry-After"),
  503: errorResponse(
    "not_configured when LLM_URL is unset; unavailable when the model failed (details.reason: timeout, unavailable, refused, invalid_output)",
  ),
});

const base = (name: string, summary: string) => ({
  method: "post" as const,
  path: `/api/movies/{movieId}/co-writer/${name}`,
  tags: ["co-writer"],
  ...authed,
  summary,
  description: STREAM_DESCRIPTION,
});

export const dramatiseRoute = createRoute({
  ...base(
    "dramatise",
    "Dramatise a captured scene: the scene in Fountain, invented dialogue marked [[invented]]",
  ),
  request: { params, body: jsonBody(dramatiseRequestSchema.openapi("DramatiseRequest")) },
  responses: suggestionResponses(
    dramatiseResultSchema.openapi("DramatiseSuggestion"),
    "movie or scene",
  ),
});

export const cardsRoute = createRoute({
  ...base(
    "cards",
    "Suggest a logline, a theme and the protagonist's want and need from the movie's scenes",
  ),
  request: { params },
  responses: suggestionResponses(cardsResultSchema.openapi("CardsSuggestion"), "movie"),
});

export const punchUpRoute = createRoute({
  ...base("punch-up", "Punch up a passage: rewritten tighter, with the reason in one sentence"),
  request: { params, body: jsonBody(punchUpRequestSchema.openapi("PunchUpRequest")) },
  responses: suggestionResponses(punchUpResultSchema.openapi("PunchUpSuggestion"), "movie"),
});

export const gapsRoute = createRoute({
  ...base(
    "gaps",
    "What is missing against the beat board, each gap with a question that helps remember",
  ),
  request: { params },
  responses: suggestionResponses(gapsResultSchema.openapi("GapsSuggestion"), "movie"),
});

export const getCowriterConsentRoute = createRoute({
  method: "get",
  path: "/api/co-writer/consent",
  tags: ["co-writer"],
  ...authed,
  summary: "The co-writer's consent for this user, and which model server it sends to",
  responses: {
    200: jsonResponse(cowriterStatusSchema.openapi("CowriterStatus"), "Consent and server"),
    401: errorResponse("No session"),
    503: notConfigured,
  },
});

export const saveCowriterConsentRoute = createRoute({
  method: "put",
  path: "/api/co-writer/consent",
  tags: ["co-writer"],
  ...authed,
  summary: "Give or withdraw consent to send this user's movie text to the model server",
  description: "Consent is for the host shown; a server moved to another host asks again.",
  request: { body: jsonBody(cowriterConsentSchema.openapi("CowriterConsent")) },
  responses: {
    200: jsonResponse(cowriterStatusSchema, "Saved"),
    400: errorResponse("Invalid payload: the message names the field"),
    401: errorResponse("No session"),
    503: notConfigured,
  },
});
