import type { Checkout } from "#contracts/billing.ts";
import type { BillingInterval } from "#contracts/plans.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { PaddleConfig } from "#server/providers/paddle/paddle-settings.ts";
import { findSubscription } from "./find-subscription.ts";
import { planOf } from "./plan-of.ts";

// POST /api/billing/checkout: what Paddle.js needs to open an overlay checkout for Lifescript Pro.
// The user id goes in customData, which Paddle copies onto the transaction and the subscription:
// that is how the webhooks find the person.
export async function startCheckout(
  db: DbOrTx,
  config: PaddleConfig,
  input: {
    user: { id: string; email: string };
    interval: BillingInterval | "test";
    successUrl: string;
  },
): Promise<Checkout> {
  const row = await findSubscription(db, input.user.id);
  if (input.interval !== "test" && planOf(row) === "pro") {
    throw AppError.conflict(
      "You already have Lifescript Pro. Use Manage billing to change or cancel it.",
    );
  }
  const priceId =
    input.interval === "month"
      ? config.priceMonthly
      : input.interval === "year"
        ? config.priceYearly
        : config.priceTest;
  return {
    environment: config.environment,
    clientToken: config.clientToken,
    priceId,
    customerEmail: input.user.email,
    customData: { userId: input.user.id },
    customerId: row?.paddleCustomerId ?? null,
    successUrl: input.successUrl,
  };
}
