import { eq } from "drizzle-orm";
import type { Interview, InterviewMoveRequest } from "#contracts/interview-session.ts";
import type { Db } from "#server/db/client.ts";
import { interviews, interviewTurns } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { advanceInterview } from "./advance-interview.ts";
import { toInterviewDto } from "./interview-dto.ts";
import { ownedInterview } from "./owned-interview.ts";

// "Skip", "Ask me something else" and "That's enough for today" on the question waiting. Skip
// and something else leave the question unanswered and ask the next one (a skipped follow-up
// ends its moment: the person does not want to stay there); rest keeps the question waiting
// for the next visit. A retry of the same move answers the interview as it is.
export async function moveInterview(
  db: Db,
  userId: string,
  interviewId: string,
  input: InterviewMoveRequest,
  options: { now?: Date; random?: number } = {},
): Promise<Interview> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const owned = await ownedInterview(tx, userId, interviewId, { lock: true });
    const { interview, turns } = owned;
    const turn = turns.find((t) => t.id === input.turnId);
    if (!turn) throw AppError.notFound("Question");
    const isLast = turns[turns.length - 1]?.id === turn.id;

    if (input.move === "rest") {
      if (interview.state === "asking" && isLast && turn.status === "asked") {
        const [rested] = await tx
          .update(interviews)
          .set({ state: "resting", updatedAt: now })
          .where(eq(interviews.id, interview.id))
          .returning();
        return toInterviewDto(rested ?? interview, turns);
      }
      return toInterviewDto(interview, turns);
    }

    if (turn.status === "answered")
      throw AppError.conflict(
        "This question was answered already (on another device?). Reload to see where the interview is.",
      );
    if (turn.status === "asked") {
      if (!isLast) throw new Error("an asked turn that is not the last");
      await tx
        .update(interviewTurns)
        .set({ status: "skipped", updatedAt: now })
        .where(eq(interviewTurns.id, turn.id));
      turn.status = "skipped";
    }
    return advanceInterview(tx, owned, turn.id, {
      now,
      random: options.random ?? Math.random(),
      move: input.move,
    });
  });
}
