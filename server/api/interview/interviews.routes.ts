import { createRoute, z } from "@hono/zod-openapi";
import {
  currentInterviewQuerySchema,
  interviewAnswerSchema,
  interviewCreateSchema,
  interviewMoveSchema,
  interviewSchema,
  interviewTopicsSchema,
  keepProposalSchema,
} from "#contracts/interview-session.ts";
import { sceneSchema } from "#contracts/scene.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

// The memory interview that keeps its place (server/domain/interview/README.md).

const interview = interviewSchema.openapi("Interview");
const kept = z.object({ scene: sceneSchema, interview });

export const interviewTopicsRoute = createRoute({
  method: "get",
  path: "/api/interview/topics",
  tags: ["interview"],
  ...authed,
  summary: "Where an interview can start: the periods of life, a person, a place, one's own period",
  responses: {
    200: jsonResponse(interviewTopicsSchema.openapi("InterviewTopics"), "The topics, in order"),
    401: errorResponse("No session"),
  },
});

export const startInterviewRoute = createRoute({
  method: "post",
  path: "/api/interviews",
  tags: ["interview"],
  ...authed,
  summary: "Start an interview of a movie from a period, a person, a place or a surprise",
  request: { body: jsonBody(interviewCreateSchema.openapi("InterviewCreate")) },
  responses: {
    201: jsonResponse(interview, "Started, with its first question waiting"),
    200: jsonResponse(interview, "Already started with this id (a retry)"),
    400: errorResponse("Invalid payload (an unknown period, a person or place with no name)"),
    401: errorResponse("No session"),
    403: errorResponse(
      "The movie is shared with this person: only its owner can be interviewed for it (owner_only)",
    ),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("The id belongs to another interview"),
  },
});

export const currentInterviewRoute = createRoute({
  method: "get",
  path: "/api/interviews/current",
  tags: ["interview"],
  ...authed,
  summary: "The interview to resume (the last one with a question waiting), or null",
  request: { query: currentInterviewQuerySchema },
  responses: {
    // A union with null, not .nullable(): the generated client types it as Interview | null.
    200: jsonResponse(z.object({ data: z.union([interview, z.null()]) }), "The interview, or null"),
    401: errorResponse("No session"),
    403: errorResponse(
      "The movie is shared with this person: only its owner can be interviewed for it (owner_only)",
    ),
    404: errorResponse("No such movie for this user"),
  },
});

export const getInterviewRoute = createRoute({
  method: "get",
  path: "/api/interviews/{id}",
  tags: ["interview"],
  ...authed,
  summary: "An interview: its questions, answers and proposals",
  request: { params: idParam("id") },
  responses: {
    200: jsonResponse(interview, "The interview"),
    400: errorResponse("The id is not a UUID"),
    401: errorResponse("No session"),
    404: errorResponse("No such interview for this user"),
  },
});

export const answerInterviewRoute = createRoute({
  method: "post",
  path: "/api/interviews/{id}/answers",
  tags: ["interview"],
  ...authed,
  summary:
    "Answer the question waiting: the answer is saved, then its proposals and the next question",
  request: {
    params: idParam("id"),
    body: jsonBody(interviewAnswerSchema.openapi("InterviewAnswer")),
  },
  responses: {
    200: jsonResponse(
      interview,
      "The interview, with the answer's proposals and the next question",
    ),
    400: errorResponse("Invalid payload: an empty answer, or one over 12,000 characters"),
    401: errorResponse("No session"),
    404: errorResponse("No such interview or question"),
    409: errorResponse("The question has another answer or was skipped (another device)"),
  },
});

export const moveInterviewRoute = createRoute({
  method: "post",
  path: "/api/interviews/{id}/moves",
  tags: ["interview"],
  ...authed,
  summary: "Skip, ask something else, or stop for today",
  request: {
    params: idParam("id"),
    body: jsonBody(interviewMoveSchema.openapi("InterviewMove")),
  },
  responses: {
    200: jsonResponse(interview, "The interview, with its next question (or resting)"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such interview or question"),
    409: errorResponse("The question was answered already"),
  },
});

export const keepProposalRoute = createRoute({
  method: "post",
  path: "/api/interviews/{id}/proposals/{proposalId}/keep",
  tags: ["interview"],
  ...authed,
  summary: "Keep a proposal as a scene of the interview's movie, as edited",
  request: {
    params: z.object({
      id: idParam("id").shape.id,
      proposalId: idParam("proposalId").shape.proposalId,
    }),
    body: jsonBody(keepProposalSchema.openapi("KeepProposal")),
  },
  responses: {
    201: jsonResponse(kept, "The scene made, and the interview"),
    200: jsonResponse(kept, "Kept already (a retry): the scene it became"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such interview or proposal"),
    409: errorResponse("The scene id belongs to another scene"),
  },
});

export const dismissProposalRoute = createRoute({
  method: "post",
  path: "/api/interviews/{id}/proposals/{proposalId}/dismiss",
  tags: ["interview"],
  ...authed,
  summary: "Not this one: the proposal is no longer offered (its answer stays)",
  request: {
    params: z.object({
      id: idParam("id").shape.id,
      proposalId: idParam("proposalId").shape.proposalId,
    }),
  },
  responses: {
    200: jsonResponse(interview, "The interview"),
    400: errorResponse("The ids are not UUIDs"),
    401: errorResponse("No session"),
    404: errorResponse("No such interview or proposal"),
    409: errorResponse("The proposal is a scene already"),
  },
});
