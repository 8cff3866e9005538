import type { Deps } from "../../context.ts";
import { assertOperator } from "../../domain/system/is-operator.ts";
import { listIntegrations } from "../../domain/system/list-integrations.ts";
import { createRouter, requireUser } from "../../http/http.ts";
import { integrationsRoute } from "./operator.routes.ts";

export function operatorRouter({ env }: Deps) {
  const router = createRouter();
  router.openapi(integrationsRoute, (c) => {
    assertOperator(env.ADMIN_EMAILS, requireUser(c));
    return c.json({ integrations: listIntegrations(env) }, 200);
  });
  return router;
}
