import type { InterviewProposal } from "#contracts/interview-session.ts";
import { AppError } from "#server/errors.ts";
import type { InterviewTurnRow } from "./interview-dto.ts";

/** A proposal of the interview by id, with the turn that holds it; 404 otherwise. */
export function findProposal(
  turns: readonly InterviewTurnRow[],
  proposalId: string,
): { turn: InterviewTurnRow; proposal: InterviewProposal } {
  for (const turn of turns) {
    const proposal = turn.proposals.find((p) => p.id === proposalId);
    if (proposal) return { turn, proposal };
  }
  throw AppError.notFound("Proposal");
}
