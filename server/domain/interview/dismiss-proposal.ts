import { eq } from "drizzle-orm";
import type { Interview } from "#contracts/interview-session.ts";
import type { Db } from "#server/db/client.ts";
import { interviews, interviewTurns } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { findProposal } from "./find-proposal.ts";
import { toInterviewDto } from "./interview-dto.ts";
import { ownedInterview, turnsOf } from "./owned-interview.ts";

// "Not this one": the proposal stays in the interview (its answer is never lost) and is no longer
// offered. A proposal already kept as a scene is not dismissed: the scene is deleted in the movie.
export async function dismissProposal(
  db: Db,
  userId: string,
  interviewId: string,
  proposalId: string,
  now: Date = new Date(),
): Promise<Interview> {
  return db.transaction(async (tx) => {
    const { interview, turns } = await ownedInterview(tx, userId, interviewId, { lock: true });
    const { turn, proposal } = findProposal(turns, proposalId);
    if (proposal.decision === "kept")
      throw AppError.conflict(
        "This proposal is a scene already: delete the scene in the movie if you do not want it.",
      );
    if (proposal.decision === "dismissed") return toInterviewDto(interview, turns);
    await tx
      .update(interviewTurns)
      .set({
        proposals: turn.proposals.map((p) =>
          p.id === proposalId ? { ...p, decision: "dismissed" as const } : p,
        ),
        updatedAt: now,
      })
      .where(eq(interviewTurns.id, turn.id));
    const [fresh] = await tx
      .update(interviews)
      .set({ updatedAt: now })
      .where(eq(interviews.id, interviewId))
      .returning();
    return toInterviewDto(fresh ?? interview, await turnsOf(tx, interviewId));
  });
}
