import type { Deps } from "#server/context.ts";
import { changeCollaborator } from "#server/domain/collaborators/change-collaborator.ts";
import { getCollaboration } from "#server/domain/collaborators/get-collaboration.ts";
import { inviteCollaborator } from "#server/domain/collaborators/invite-collaborator.ts";
import { listCollaborators } from "#server/domain/collaborators/list-collaborators.ts";
import { removeCollaborator } from "#server/domain/collaborators/remove-collaborator.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { enforceLimit } from "#server/http/rate-limit.ts";
import { accountSubject } from "#server/limits/consume-limit.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import {
  changeCollaboratorRoute,
  collaborationRoute,
  inviteCollaboratorRoute,
  listCollaboratorsRoute,
  removeCollaboratorRoute,
} from "./collaborators.routes.ts";

export function collaboratorsRouter(deps: Deps) {
  const {
    database: { db },
    env,
    mailer,
  } = deps;
  const router = createRouter();

  router.openapi(inviteCollaboratorRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid("json");
    await enforceLimit(deps, limitRules.invitationFromOwner, user.id);
    await enforceLimit(deps, limitRules.invitationToAddress, accountSubject(body.email));
    const movieId = c.req.valid("param").movieId;
    return c.json(await inviteCollaborator(db, mailer, user.id, movieId, body, env.baseUrl), 201);
  });

  router.openapi(listCollaboratorsRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listCollaborators(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(changeCollaboratorRoute, async (c) => {
    const user = requireUser(c);
    const { movieId, collaboratorId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await changeCollaborator(db, user.id, movieId, collaboratorId, body), 200);
  });

  router.openapi(removeCollaboratorRoute, async (c) => {
    const user = requireUser(c);
    const { movieId, collaboratorId } = c.req.valid("param");
    await removeCollaborator(db, user.id, movieId, collaboratorId);
    return c.body(null, 204);
  });

  router.openapi(collaborationRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getCollaboration(db, user.id, c.req.valid("param").movieId), 200);
  });

  return router;
}
