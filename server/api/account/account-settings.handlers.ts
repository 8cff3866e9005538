import type { Context } from "hono";
import type { AppEnv, Deps } from "#server/context.ts";
import { listSessions } from "#server/domain/account/list-sessions.ts";
import { reauthenticate } from "#server/domain/account/reauthenticate.ts";
import { signOutOtherSessions, signOutSession } from "#server/domain/account/sign-out-sessions.ts";
import { AppError } from "#server/errors.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  listSessionsRoute,
  reauthenticateRoute,
  signOutOthersRoute,
  signOutSessionRoute,
} from "./account-settings.routes.ts";

export function accountSettingsRouter(deps: Deps) {
  const db = deps.database.db;
  const router = createRouter();

  // The session this request came with (its id is what the list marks as current).
  async function currentSessionId(c: Context<AppEnv>): Promise<string> {
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw AppError.unauthorized();
    return found.session.id;
  }

  router.openapi(listSessionsRoute, async (c) => {
    const user = requireUser(c);
    const sessions = await listSessions(db, user.id, await currentSessionId(c));
    c.header("Cache-Control", "private, no-store");
    return c.json({ sessions }, 200);
  });

  router.openapi(signOutSessionRoute, async (c) => {
    const user = requireUser(c);
    await signOutSession(db, user.id, c.req.valid("param").id, await currentSessionId(c));
    return c.body(null, 204);
  });

  router.openapi(signOutOthersRoute, async (c) => {
    const user = requireUser(c);
    const signedOut = await signOutOtherSessions(db, user.id, await currentSessionId(c));
    return c.json({ signedOut }, 200);
  });

  router.openapi(reauthenticateRoute, async (c) => {
    const user = requireUser(c);
    const context = await deps.auth.$context;
    await reauthenticate(
      { db, verifyPassword: (hash, password) => context.password.verify({ hash, password }) },
      {
        userId: user.id,
        sessionId: await currentSessionId(c),
        password: c.req.valid("json").password,
      },
    );
    return c.body(null, 204);
  });

  return router;
}
