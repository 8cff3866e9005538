import type { FollowUp } from "#contracts/interview.ts";
import type { Interview, InterviewState, InterviewTurn } from "#contracts/interview-session.ts";
import type { interviews, interviewTurns } from "#server/db/schema/index.ts";
import { startLabel } from "./interview-questions.ts";
import type { PlannedTurn } from "./plan-turns.ts";

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewTurnRow = typeof interviewTurns.$inferSelect;

/** A turn as the plan reads it (plan-turns.ts). */
export const asPlannedTurn = (t: InterviewTurnRow): PlannedTurn => ({
  ...t,
  status: t.status as PlannedTurn["status"],
});

function toTurnDto(row: InterviewTurnRow): InterviewTurn {
  return {
    id: row.id,
    moment: row.moment,
    questionId: row.questionId,
    followUp: (row.followUp as FollowUp | null) ?? null,
    question: row.question,
    answer: row.answer,
    status: row.status as InterviewTurn["status"],
    proposals: row.proposals,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The interview as the API answers it: the question waiting is its last turn while it asks or
 * rests. `turns` are in the order they were asked. */
export function toInterviewDto(row: InterviewRow, turns: InterviewTurnRow[]): Interview {
  const state = row.state as InterviewState;
  const last = turns[turns.length - 1];
  const waiting = state !== "done" && last && last.status === "asked" ? last : null;
  return {
    id: row.id,
    movieId: row.movieId,
    start: row.start,
    startLabel: startLabel(row.start),
    birthYear: row.birthYear,
    state,
    current: waiting
      ? {
          turnId: waiting.id,
          question: waiting.question,
          asks: (waiting.followUp as FollowUp | null)?.asks ?? null,
        }
      : null,
    turns: turns.map(toTurnDto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
