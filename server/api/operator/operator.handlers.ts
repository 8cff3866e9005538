import type { Deps } from "#server/context.ts";
import { assertOperator } from "#server/domain/system/is-operator.ts";
import { listIntegrations } from "#server/domain/system/list-integrations.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { integrationsRoute } from "./operator.routes.ts";

export function operatorRouter({ env }: Deps) {
  const router = createRouter();
  router.openapi(integrationsRoute, (c) => {
    assertOperator(env.ADMIN_EMAILS, requireUser(c));
    return c.json({ integrations: listIntegrations(env) }, 200);
  });
  return router;
}
