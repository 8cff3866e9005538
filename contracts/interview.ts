import { z } from "./zod.ts";
import { followUpKinds } from "./interview-bank.ts";
import { line, text } from "./input-rules.ts";
import { SCENE_EMOTIONS_MAX, sceneDateSchema, sceneEmotionSchema } from "./scene-metadata.ts";
import type { SceneDate } from "./scene-metadata.ts";

// The memory interview: an answer in, the scenes it proposes out (POST /api/interview/proposals),
// and the follow-up the interview asks next. The proposals are made by rules
// (server/domain/interview/extract/README.md); the person confirms or drops each one.

// A 3-minute spoken answer is about 450 words, about 2,600 characters. The limit leaves room for
// a typed answer that runs on, or an answer joined from several recordings, and still says "split
// this into several answers" before one request grows unreasonable.
export const INTERVIEW_ANSWER_MAX_CHARS = 12_000;
export const INTERVIEW_ANSWER_EMPTY_MESSAGE =
  "answer is empty: write or say what you remember, then send it";
export const INTERVIEW_ANSWER_TOO_LONG_MESSAGE = `answer must be at most ${INTERVIEW_ANSWER_MAX_CHARS.toLocaleString("en")} characters (about 2,000 words, more than ten minutes of speech); send a longer story as several answers`;
export const INTERVIEW_QUESTION_MAX_CHARS = 500;
// Never more than this many follow-ups on one moment (the person can always skip them).
export const FOLLOW_UPS_PER_MOMENT = 2;
// The earliest birth year the interview accepts (the oldest living people, with room).
export const BIRTH_YEAR_MIN = 1900;

export const interviewProposalsRequestSchema = z.object({
  answer: text({ error: "answer is required" })
    .refine((a) => a.trim().length > 0, { message: INTERVIEW_ANSWER_EMPTY_MESSAGE, abort: true })
    .refine((a) => a.length <= INTERVIEW_ANSWER_MAX_CHARS, {
      message: INTERVIEW_ANSWER_TOO_LONG_MESSAGE,
    }),
  // The question as it was asked (a bank question, a follow-up, or the co-writer's), kept with the
  // answer; the extraction reads only the answer, so the question's words never become the
  // person's.
  question: line({ error: "question must be text" })
    .trim()
    .max(
      INTERVIEW_QUESTION_MAX_CHARS,
      `question must be at most ${INTERVIEW_QUESTION_MAX_CHARS} characters`,
    )
    .optional(),
  // Turns "when I was seven" into a year.
  birthYear: z
    .number({ error: "birthYear must be a year, such as 1956" })
    .int("birthYear must be a year, such as 1956")
    .min(BIRTH_YEAR_MIN, `birthYear must be ${BIRTH_YEAR_MIN} or later`)
    .refine((y) => y <= new Date().getUTCFullYear(), "birthYear cannot be in the future")
    .optional(),
  // The movie the kept scenes will go to (its characters help name the people later on).
  movieId: z.uuid("movieId must be a movie's id").optional(),
});
export type InterviewProposalsRequest = z.infer<typeof interviewProposalsRequestSchema>;

/** When the moment happened, as the answer states it: a year, a month of a year or a day, and the
 * answer's own words for it ("the summer of 1976", "when I was seven"). */
export const proposalDateSchema = z
  .object({
    year: z.number().int(),
    month: z.number().int().nullable(),
    day: z.number().int().nullable(),
    text: z.string().min(1).max(200),
  })
  .superRefine((d, ctx) => {
    const scene = sceneDateSchema.safeParse({ year: d.year, month: d.month, day: d.day });
    if (!scene.success) for (const issue of scene.error.issues) ctx.addIssue({ ...issue });
  });
export type ProposalDate = z.infer<typeof proposalDateSchema>;

/** A proposal's date as a scene's `metadata.date`. */
export function toSceneDate(date: ProposalDate): SceneDate {
  return { year: date.year, month: date.month, day: date.day };
}

export const proposalPersonSchema = z.object({
  // As the answer names them: "Tom", "Auntie Jo", "Mum", "Mr Patel".
  name: z.string().min(1).max(80),
  // How they relate to the person, when the answer says: "mother", "brother", "friend".
  relation: z.string().min(1).max(40).nullable(),
});
export type ProposalPerson = z.infer<typeof proposalPersonSchema>;

export const proposalQuoteSchema = z.object({
  // Who said it, as the answer names them ("Mum", "Tom", "Me" for the person themself), or null
  // when the answer does not say.
  speaker: z.string().min(1).max(80).nullable(),
  text: z.string().min(1),
});
export type ProposalQuote = z.infer<typeof proposalQuoteSchema>;

export const proposalSchema = z.object({
  // A few of the answer's own words.
  title: z.string().min(1).max(80),
  // The answer's own words for this moment, in full.
  text: z.string().min(1),
  date: proposalDateSchema.nullable(),
  // Where it happened ("Grandma's kitchen, Cork"), or null.
  place: z.string().min(1).max(160).nullable(),
  people: z.array(proposalPersonSchema),
  quotes: z.array(proposalQuoteSchema),
  emotions: z.array(sceneEmotionSchema).max(SCENE_EMOTIONS_MAX),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const interviewProposalsResponseSchema = z.object({
  proposals: z.array(proposalSchema).min(1),
});
export type InterviewProposalsResponse = z.infer<typeof interviewProposalsResponseSchema>;

/** The follow-up the interview asks next on a moment. `id` names it among the follow-ups asked on
 * that moment (a question's own: "<question id>/<n>"; a rule's: "rule/date", "rule/speech/mum";
 * one the co-writer's model worded: the rules' id behind "model/", such as "model/rule/date"). */
export const followUpSchema = z.object({
  id: z.string().min(1).max(120),
  text: z.string().min(1).max(240),
  asks: z.enum(followUpKinds),
});
export type FollowUp = z.infer<typeof followUpSchema>;
