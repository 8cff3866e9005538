import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { FollowUp } from "#contracts/interview.ts";
import type { InterviewProposal, InterviewStart } from "#contracts/interview-session.ts";
import { createdAt, owner, timestamps, updatedAt } from "./columns.ts";
import { movies } from "./movies.ts";

// The memory interview, kept so that it can be left and resumed on any device: where it started,
// and each question asked with its answer and the scenes the answer proposes
// (server/domain/interview/README.md).
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    // The movie kept scenes go to.
    movieId: uuid("movie_id")
      .notNull()
      .references(() => movies.id, { onDelete: "cascade" }),
    // Where it started: { kind: "period", topicId } | person | place | own | surprise.
    start: jsonb("start").$type<InterviewStart>().notNull(),
    birthYear: integer("birth_year"),
    // asking | resting | done
    state: text("state").notNull().default("asking"),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [index("interviews_user_updated_idx").on(t.userId, t.updatedAt.desc())],
);

// One question asked (a bank question or a follow-up), its answer and its proposals. Owned through
// its interview.
export const interviewTurns = pgTable(
  "interview_turns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    // The order of the turns in the interview, from 1.
    position: integer("position").notNull(),
    // A bank question opens a moment; its follow-ups share its number.
    moment: integer("moment").notNull(),
    // The bank question's id, or null for a follow-up.
    questionId: text("question_id"),
    followUp: jsonb("follow_up").$type<FollowUp>(),
    // The words asked, filled in.
    question: text("question").notNull(),
    answer: text("answer"),
    // asked | answered | skipped
    status: text("status").notNull().default("asked"),
    proposals: jsonb("proposals").$type<InterviewProposal[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("interview_turns_position_idx").on(t.interviewId, t.position)],
);
