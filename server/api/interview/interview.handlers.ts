import type { Deps } from "#server/context.ts";
import { cowriterModel, type CowriterModel } from "#server/domain/cowriter/cowriter-model.ts";
import { answerInterview } from "#server/domain/interview/answer-interview.ts";
import { dismissProposal } from "#server/domain/interview/dismiss-proposal.ts";
import { getCurrentInterview, getInterview } from "#server/domain/interview/get-interview.ts";
import { listInterviewTopics } from "#server/domain/interview/list-interview-topics.ts";
import { getLifeMap } from "#server/domain/interview/life-map/get-life-map.ts";
import { keepProposal } from "#server/domain/interview/keep-proposal.ts";
import { moveInterview } from "#server/domain/interview/move-interview.ts";
import { proposeScenes } from "#server/domain/interview/propose-scenes.ts";
import { startInterview } from "#server/domain/interview/start-interview.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { interviewProposalsRoute } from "./interview-proposals.routes.ts";
import { lifeMapRoute } from "./life-map.routes.ts";
import {
  answerInterviewRoute,
  currentInterviewRoute,
  dismissProposalRoute,
  getInterviewRoute,
  interviewTopicsRoute,
  keepProposalRoute,
  moveInterviewRoute,
  startInterviewRoute,
} from "./interviews.routes.ts";

// `model`: the co-writer's, when the server has one; with the person's consent it words the
// follow-ups the rules give (server/domain/interview/README.md).
export function interviewRouter(
  { database: { db }, env }: Deps,
  model: CowriterModel | null = cowriterModel(env),
) {
  const router = createRouter();

  router.openapi(interviewProposalsRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await proposeScenes(db, user.id, c.req.valid("json")), 200);
  });

  router.openapi(interviewTopicsRoute, (c) => {
    requireUser(c);
    return c.json({ topics: listInterviewTopics() }, 200);
  });

  router.openapi(startInterviewRoute, async (c) => {
    const user = requireUser(c);
    const { interview, created } = await startInterview(db, user.id, c.req.valid("json"));
    return created ? c.json(interview, 201) : c.json(interview, 200);
  });

  router.openapi(currentInterviewRoute, async (c) => {
    const user = requireUser(c);
    const { movieId } = c.req.valid("query");
    return c.json({ data: await getCurrentInterview(db, user.id, movieId) }, 200);
  });

  router.openapi(getInterviewRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getInterview(db, user.id, c.req.valid("param").id), 200);
  });

  router.openapi(answerInterviewRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    const options = { model, log: c.get("log") };
    return c.json(await answerInterview(db, user.id, id, c.req.valid("json"), options), 200);
  });

  router.openapi(moveInterviewRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    return c.json(await moveInterview(db, user.id, id, c.req.valid("json")), 200);
  });

  router.openapi(keepProposalRoute, async (c) => {
    const user = requireUser(c);
    const { id, proposalId } = c.req.valid("param");
    const { scene, interview, created } = await keepProposal(
      db,
      user,
      id,
      proposalId,
      c.req.valid("json"),
    );
    return c.json({ scene, interview }, created ? 201 : 200);
  });

  router.openapi(dismissProposalRoute, async (c) => {
    const user = requireUser(c);
    const { id, proposalId } = c.req.valid("param");
    return c.json(await dismissProposal(db, user.id, id, proposalId), 200);
  });

  router.openapi(lifeMapRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getLifeMap(db, user.id, c.req.valid("query")), 200);
  });

  return router;
}
