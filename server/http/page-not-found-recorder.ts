import type { Deps } from "../context.ts";
import { recordNotFound, type NotFoundEvent } from "../domain/site/record-not-found.ts";
import { limitRules } from "../limits/limit-rules.ts";
import { addressBucket } from "./client-address.ts";
import { checkLimit } from "./rate-limit.ts";

// What the 404 page's loader calls for a visit from `address`: the visit is recorded while the
// address stays within site.not-found (shared with POST /api/not-found-events). Past it the
// visitor still gets the page; only the table stops growing.
export function pageNotFoundRecorder(deps: Deps, address: string) {
  return async (event: NotFoundEvent): Promise<void> => {
    const decision = await checkLimit(deps, limitRules.notFound, addressBucket(address));
    if (decision.allowed) await recordNotFound(deps.database.db, event);
  };
}
