import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { PaddleApi } from "#server/providers/paddle/paddle-api.ts";
import { findSubscription } from "./find-subscription.ts";

// POST /api/billing/portal: a Paddle customer portal session for the signed-in person's own Paddle
// customer (taken from their stored subscription, never from the request), where they cancel,
// change plan or update their card.
export async function openPortal(db: DbOrTx, api: PaddleApi, userId: string): Promise<string> {
  const row = await findSubscription(db, userId);
  if (!row?.paddleCustomerId) {
    throw AppError.notFound(
      "A Paddle subscription for this account (nothing to manage yet: upgrade first)",
    );
  }
  return api.createPortalSession(
    row.paddleCustomerId,
    row.paddleSubscriptionId ? [row.paddleSubscriptionId] : [],
  );
}
