import { modelWordedId } from "#contracts/follow-up-source.ts";
import type { FollowUp } from "#contracts/interview.ts";
import type { DbOrTx } from "#server/db/client.ts";
import type { CowriterModel } from "../cowriter/cowriter-model.ts";
import { wordFollowUp, type FollowUpLog } from "../cowriter/word-follow-up.ts";
import { asPlannedTurn } from "./interview-dto.ts";
import { ownedInterview } from "./owned-interview.ts";
import { dueFollowUp } from "./plan-turns.ts";

/** After `turnId` was answered and before the interview moves on: the follow-up the rules give
 * next, worded by the co-writer's model in the terms of the answer (its id "model/<the rules'
 * id>"), or null when no follow-up is due or the rules' words are to be asked. Reads the interview
 * without locking it: the model may take seconds, and another device must not wait on them. The
 * caller plans the next turn again under the lock and uses this wording only if the rules still
 * give the same follow-up (plan-turns.ts, nextTurn). */
export async function wordDueFollowUp(
  db: DbOrTx,
  userId: string,
  interviewId: string,
  turnId: string,
  options: { model: CowriterModel; log: FollowUpLog; now: Date },
): Promise<FollowUp | null> {
  const { interview, turns } = await ownedInterview(db, userId, interviewId);
  const last = turns[turns.length - 1];
  // Moved on already (a retry of an answer, another device): nothing to word, no use counted.
  if (interview.state === "done" || last?.id !== turnId || last.status !== "answered") return null;
  const due = dueFollowUp(interview.start, turns.map(asPlannedTurn), {
    birthYear: interview.birthYear,
    today: { year: options.now.getUTCFullYear() },
  });
  if (!due) return null;
  const text = await wordFollowUp(
    db,
    userId,
    options.model,
    {
      question: due.question,
      answers: due.answers,
      asks: due.followUp.asks,
      rulesText: due.followUp.text,
      asked: due.asked.map((f) => f.text),
    },
    { log: options.log },
  );
  return text ? { id: modelWordedId(due.followUp), text, asks: due.followUp.asks } : null;
}
