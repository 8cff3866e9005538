import { eq, sql } from "drizzle-orm";
import type { Interview, InterviewAnswer } from "#contracts/interview-session.ts";
import type { Db } from "#server/db/client.ts";
import { interviews, interviewTurns } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { CowriterModel } from "../cowriter/cowriter-model.ts";
import type { FollowUpLog } from "../cowriter/word-follow-up.ts";
import { advanceInterview } from "./advance-interview.ts";
import { ownedInterview } from "./owned-interview.ts";
import { wordDueFollowUp } from "./word-due-follow-up.ts";

export type AnswerOptions = {
  now?: Date;
  random?: number;
  // The co-writer's model, when the server has one: it may word the follow-up the rules give.
  model?: CowriterModel | null;
  log?: FollowUpLog;
};

// An answer to the question waiting. The answer is saved first, in a transaction of its own, so
// that nothing computed from it afterwards (proposals, the next question) can lose it; then, with
// the co-writer on, its model words the follow-up due, outside any transaction (it may take
// seconds, and the interview's row must not stay locked meanwhile); then the interview moves on,
// under the lock. Sending the same answer again (a retry, the outbox replaying it) answers the
// interview as it is, and finishes the moving on if the first try stopped before it.
export async function answerInterview(
  db: Db,
  userId: string,
  interviewId: string,
  input: InterviewAnswer,
  options: AnswerOptions = {},
): Promise<Interview> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const { turns } = await ownedInterview(tx, userId, interviewId, { lock: true });
    const turn = turns.find((t) => t.id === input.turnId);
    if (!turn) throw AppError.notFound("Question");
    if (turn.status === "answered") {
      if (turn.answer === input.answer) return;
      throw AppError.conflict(
        "This question already has another answer (sent from another device?). Reload to see it; your words are still in the box.",
      );
    }
    if (turn.status === "skipped" || turns[turns.length - 1]?.id !== turn.id)
      throw AppError.conflict(
        "The interview has moved past this question (on another device?). Reload to see where it is; your words are still in the box.",
      );
    await tx
      .update(interviewTurns)
      .set({ answer: input.answer, status: "answered", updatedAt: now })
      .where(eq(interviewTurns.id, turn.id));
    await tx
      .update(interviews)
      .set({ state: "asking", version: sql`${interviews.version} + 1`, updatedAt: now })
      .where(eq(interviews.id, interviewId));
  });
  const { model, log } = options;
  const worded =
    model && log
      ? await wordDueFollowUp(db, userId, interviewId, input.turnId, { model, log, now })
      : null;
  return db.transaction(async (tx) => {
    const owned = await ownedInterview(tx, userId, interviewId, { lock: true });
    return advanceInterview(tx, owned, input.turnId, {
      now,
      random: options.random ?? Math.random(),
      worded,
    });
  });
}
