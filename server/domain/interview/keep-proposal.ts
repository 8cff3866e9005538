import { eq } from "drizzle-orm";
import type { Interview, KeepProposal } from "#contracts/interview-session.ts";
import type { Scene } from "#contracts/scene.ts";
import type { Db, DbOrTx } from "#server/db/client.ts";
import { interviews, interviewTurns } from "#server/db/schema/index.ts";
import { createCharacter } from "../characters/create-character.ts";
import { listCharacters } from "../characters/list-characters.ts";
import { createScene } from "../scenes/create-scene.ts";
import { getScene } from "../scenes/get-scene.ts";
import { toInterviewDto } from "./interview-dto.ts";
import { findProposal } from "./find-proposal.ts";
import { ownedInterview, turnsOf } from "./owned-interview.ts";
import { nameKey, proposalScene } from "./proposal-scene.ts";

export type KeepProposalResult = { scene: Scene; interview: Interview; created: boolean };

/** The characters of the movie for the people named, matched to existing ones by name and made
 * for the others (with their relation as the role). */
async function charactersFor(
  tx: DbOrTx,
  userId: string,
  movieId: string,
  people: KeepProposal["proposal"]["people"],
): Promise<string[]> {
  const existing = await listCharacters(tx, userId, movieId);
  const byName = new Map(existing.map((c) => [nameKey(c.name), c.id]));
  const ids: string[] = [];
  for (const person of people) {
    const key = nameKey(person.name);
    let id = byName.get(key);
    if (!id) {
      const made = await createCharacter(tx, userId, {
        movieId,
        name: person.name.trim(),
        role: person.relation,
      });
      id = made.character.id;
      byName.set(key, id);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

// "Keep as a scene": the proposal, as the person edited it on its card, becomes a scene at the
// end of the interview's movie, in one transaction with its characters and the decision. Keeping
// it again (a retry) returns the scene it became.
export async function keepProposal(
  db: Db,
  user: { id: string; isAnonymous: boolean },
  interviewId: string,
  proposalId: string,
  input: KeepProposal,
  now: Date = new Date(),
): Promise<KeepProposalResult> {
  return db.transaction(async (tx) => {
    const { interview, turns } = await ownedInterview(tx, user.id, interviewId, { lock: true });
    const { turn, proposal } = findProposal(turns, proposalId);
    if (proposal.decision === "kept" && proposal.sceneId) {
      const scene = await getScene(tx, user.id, proposal.sceneId).catch(() => null);
      if (scene) return { scene, interview: toInterviewDto(interview, turns), created: false };
    }
    const characterIds = user.isAnonymous
      ? []
      : await charactersFor(tx, user.id, interview.movieId, input.proposal.people);
    const { scene } = await createScene(
      tx,
      user.id,
      proposalScene({
        proposal: input.proposal,
        movieId: interview.movieId,
        sceneId: input.sceneId,
        characterIds,
        guest: user.isAnonymous,
        from: { interviewId, turnId: turn.id, proposalId },
        newId: () => crypto.randomUUID(),
      }),
    );
    await tx
      .update(interviewTurns)
      .set({
        proposals: turn.proposals.map((p) =>
          p.id === proposalId
            ? { ...input.proposal, id: p.id, decision: "kept" as const, sceneId: scene.id }
            : p,
        ),
        updatedAt: now,
      })
      .where(eq(interviewTurns.id, turn.id));
    const [fresh] = await tx
      .update(interviews)
      .set({ updatedAt: now })
      .where(eq(interviews.id, interviewId))
      .returning();
    return {
      scene,
      interview: toInterviewDto(fresh ?? interview, await turnsOf(tx, interviewId)),
      created: true,
    };
  });
}
