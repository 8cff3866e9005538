import type { Deps } from "#server/context.ts";
import { acceptInvitation } from "#server/domain/collaborators/accept-invitation.ts";
import { previewInvitation } from "#server/domain/collaborators/preview-invitation.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { addressSubject, enforceLimit } from "#server/http/rate-limit.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import { shareHeaders } from "../share-links/share-links.handlers.ts";
import { acceptInvitationRoute, previewInvitationRoute } from "./invitations.routes.ts";

export function invitationsRouter(deps: Deps) {
  const { db } = deps.database;
  const router = createRouter();

  // Like a share link: a withdrawn invitation must stop working at once, and no search engine
  // keeps its page.
  router.use("/api/invitations/*", shareHeaders);

  router.openapi(previewInvitationRoute, async (c) => {
    await enforceLimit(deps, limitRules.invitationOpen, addressSubject(c, deps));
    return c.json(await previewInvitation(db, c.req.valid("param").token), 200);
  });

  router.openapi(acceptInvitationRoute, async (c) => {
    const user = requireUser(c);
    await enforceLimit(deps, limitRules.invitationOpen, addressSubject(c, deps));
    return c.json(await acceptInvitation(db, user.id, c.req.valid("param").token), 200);
  });

  return router;
}
