import { z } from "./zod.ts";
import { line } from "./input-rules.ts";
import { followUpKinds } from "./interview-bank.ts";
import {
  BIRTH_YEAR_MIN,
  followUpSchema,
  interviewProposalsRequestSchema,
  proposalSchema,
} from "./interview.ts";

// An interview that keeps its place: where it started, the questions asked one at a time, the
// answers, and the scenes they propose with the person's decision on each (keep or not). Every
// device reads the same interview from the server (GET /api/interviews/current), so it can be
// left and resumed anywhere; server/domain/interview/README.md tells the flow.

export const interviewStates = [
  // a question is waiting for an answer
  "asking",
  // "That's enough for today": the question waits for the next visit
  "resting",
  // every question of the topic was asked
  "done",
] as const;
export type InterviewState = (typeof interviewStates)[number];

export const INTERVIEW_START_VALUE_MAX = 80;
const startValue = (what: string, example: string) =>
  line({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required: ${example}`)
    .max(
      INTERVIEW_START_VALUE_MAX,
      `${what} must be at most ${INTERVIEW_START_VALUE_MAX} characters`,
    );

/** The start picker's "Or talk about…" field: the words a person reads when it is left empty or
 * too long (the server's own rules are `interviewStartSchema`'s). */
const NAMED_START_MISSING = {
  person: "Write who you'd like to talk about.",
  place: "Write the place you'd like to talk about.",
  own: "Write the time of your life you'd like to talk about.",
} as const;
export const namedStartFormSchema = (kind: keyof typeof NAMED_START_MISSING) =>
  z.object({
    words: z
      .string()
      .trim()
      .min(1, NAMED_START_MISSING[kind])
      .max(
        INTERVIEW_START_VALUE_MAX,
        `Keep it to ${INTERVIEW_START_VALUE_MAX} characters or fewer.`,
      ),
  });

/** Where the person starts: a period of life (a topic of the bank), a person they name, a place,
 * a period of their own, or "surprise me". */
export const interviewStartSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("period"),
      topicId: line({ error: "topicId is required" }).min(1, "topicId is required"),
    }),
    z.object({ kind: z.literal("person"), name: startValue("name", 'such as "Grandma"') }),
    z.object({ kind: z.literal("place"), place: startValue("place", 'such as "the farm"') }),
    z.object({ kind: z.literal("own"), period: startValue("period", 'such as "the navy years"') }),
    z.object({ kind: z.literal("surprise") }),
  ],
  { error: "start.kind must be period, person, place, own or surprise" },
);
export type InterviewStart = z.infer<typeof interviewStartSchema>;

export const interviewCreateSchema = z.object({
  // A client-generated id: a retry (or the outbox replaying it) returns the interview made.
  id: z.uuid("id must be a UUID").optional(),
  movieId: z.uuid("movieId must be a movie's id"),
  start: interviewStartSchema,
  birthYear: interviewProposalsRequestSchema.shape.birthYear,
});
export type InterviewCreate = z.infer<typeof interviewCreateSchema>;

const turnRef = { turnId: z.uuid("turnId must be the id of the question answered") };

export const interviewAnswerSchema = z.object({
  ...turnRef,
  answer: interviewProposalsRequestSchema.shape.answer,
});
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;

export const interviewMoves = [
  // "Skip": on to the next question
  "skip",
  // "Ask me something else": another question, from another period when one was picked
  "something-else",
  // "That's enough for today": the question waits for the next visit
  "rest",
] as const;
export type InterviewMove = (typeof interviewMoves)[number];

export const interviewMoveSchema = z.object({
  ...turnRef,
  move: z.enum(interviewMoves, { error: `move must be one of ${interviewMoves.join(", ")}` }),
});
export type InterviewMoveRequest = z.infer<typeof interviewMoveSchema>;

export const proposalDecisions = ["pending", "kept", "dismissed"] as const;
export type ProposalDecision = (typeof proposalDecisions)[number];

/** A proposal of an answer, with the person's decision and, once kept, the scene it became. */
export const interviewProposalSchema = proposalSchema.extend({
  id: z.string(),
  decision: z.enum(proposalDecisions),
  sceneId: z.string().nullable(),
});
export type InterviewProposal = z.infer<typeof interviewProposalSchema>;

/** "Keep as a scene", with the fields as the person edited them on the card. */
export const keepProposalSchema = z.object({
  // A client-generated id for the scene: a retry returns the scene already made.
  sceneId: z.uuid("sceneId must be a UUID").optional(),
  proposal: proposalSchema.extend({
    title: line({ error: "title is required" })
      .trim()
      .min(1, "title is required: a few words that name the moment")
      .max(80, "title must be at most 80 characters"),
    text: interviewProposalsRequestSchema.shape.answer,
    place: line().trim().max(160, "place must be at most 160 characters").nullable(),
  }),
});
export type KeepProposal = z.infer<typeof keepProposalSchema>;

export const turnStatuses = ["asked", "answered", "skipped"] as const;

export const interviewTurnSchema = z.object({
  id: z.string(),
  // The moment the turn belongs to: a bank question opens one, its follow-ups stay in it.
  moment: z.number().int(),
  // The bank question asked (null for a follow-up).
  questionId: z.string().nullable(),
  followUp: followUpSchema.nullable(),
  // The words asked, filled in ("Tell me about Grandma's hands").
  question: z.string(),
  answer: z.string().nullable(),
  status: z.enum(turnStatuses),
  proposals: z.array(interviewProposalSchema),
  createdAt: z.string(),
});
export type InterviewTurn = z.infer<typeof interviewTurnSchema>;

export const interviewSchema = z.object({
  id: z.string(),
  movieId: z.string(),
  start: interviewStartSchema,
  // The label of where it started ("Childhood", "Grandma", "Surprise me").
  startLabel: z.string(),
  birthYear: z.number().int().min(BIRTH_YEAR_MIN).nullable(),
  state: z.enum(interviewStates),
  // The question waiting for an answer (the last turn while asking or resting), or null when done.
  current: z
    .object({
      turnId: z.string(),
      question: z.string(),
      // What a follow-up asks about; null for a bank question.
      asks: z.enum(followUpKinds).nullable(),
    })
    .nullable(),
  turns: z.array(interviewTurnSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const currentInterviewQuerySchema = z.object({
  movieId: z.uuid("movieId must be a movie's id").optional(),
});

/** What the person can start from, in the picker's order (GET /api/interview/topics). */
export const interviewTopicSchema = z.object({
  id: z.string(),
  kind: z.enum(["period", "person", "place", "own"]),
  label: z.string(),
  description: z.string(),
});
export type InterviewTopic = z.infer<typeof interviewTopicSchema>;
export const interviewTopicsSchema = z.object({ topics: z.array(interviewTopicSchema) });
