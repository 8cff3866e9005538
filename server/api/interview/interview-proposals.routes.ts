import { createRoute } from "@hono/zod-openapi";
import {
  INTERVIEW_ANSWER_MAX_CHARS,
  interviewProposalsRequestSchema,
  interviewProposalsResponseSchema,
} from "#contracts/interview.ts";
import { authed, errorResponse, jsonBody, jsonResponse } from "../openapi.ts";

export const interviewProposalsRoute = createRoute({
  method: "post",
  path: "/api/interview/proposals",
  tags: ["interview"],
  ...authed,
  summary: "The scenes an interview answer proposes (nothing is saved; guests may call it)",
  description:
    "Reads the answer by rules (no language model): one proposal per moment it tells, each with the answer's own words in full, and the date, place, people, quotes and emotions the answer states (null or empty when it states none). Answers in other languages keep their words with empty fields.",
  request: {
    body: jsonBody(interviewProposalsRequestSchema.openapi("InterviewProposalsRequest")),
  },
  responses: {
    200: jsonResponse(
      interviewProposalsResponseSchema.openapi("InterviewProposals"),
      "The proposed scenes, in the order the answer tells them",
    ),
    400: errorResponse(
      `Invalid payload: an empty answer, or one over ${INTERVIEW_ANSWER_MAX_CHARS.toLocaleString("en")} characters (the message says what to fix)`,
    ),
    401: errorResponse("No session"),
    403: errorResponse(
      "The movie is shared with this person: only its owner can be interviewed for it (owner_only)",
    ),
    404: errorResponse("No such movie for this user"),
  },
});
