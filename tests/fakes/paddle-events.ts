import crypto from "node:crypto";

// Paddle Billing webhook events as Paddle sends them (the envelope and the parts of a subscription
// or transaction entity Lifescript reads, plus a few it does not), and their signature.

export type SubscriptionStatus = "trialing" | "active" | "past_due" | "paused" | "canceled";

export function signPaddle(secret: string, rawBody: string, ts = Math.floor(Date.now() / 1000)) {
  const h1 = crypto.createHmac("sha256", secret).update(`${ts}:${rawBody}`).digest("hex");
  return `ts=${ts};h1=${h1}`;
}

const price = (id: string, interval: "month" | "year") => ({
  id,
  product_id: "pro_01fakeproduct",
  description: interval === "month" ? "Lifescript Pro monthly" : "Lifescript Pro yearly",
  billing_cycle: { interval, frequency: 1 },
  unit_price: { amount: interval === "month" ? "900" : "9000", currency_code: "USD" },
});

export function subscriptionEvent(input: {
  type: string;
  userId?: string;
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string;
  interval?: "month" | "year";
  periodEnd?: string;
  scheduledCancelAt?: string;
  occurredAt?: string;
  eventId?: string;
}) {
  const periodEnd = input.periodEnd ?? new Date(Date.now() + 30 * 86_400_000).toISOString();
  const periodStart = new Date(new Date(periodEnd).getTime() - 30 * 86_400_000).toISOString();
  return {
    event_id: input.eventId ?? `evt_${crypto.randomUUID()}`,
    event_type: input.type,
    occurred_at: input.occurredAt ?? new Date().toISOString(),
    notification_id: `ntf_${crypto.randomUUID()}`,
    data: {
      id: input.subscriptionId,
      status: input.status,
      customer_id: input.customerId,
      address_id: "add_01fake",
      currency_code: "USD",
      collection_mode: "automatic",
      custom_data: input.userId ? { userId: input.userId } : null,
      started_at: periodStart,
      first_billed_at: periodStart,
      next_billed_at: input.status === "canceled" ? null : periodEnd,
      canceled_at: input.status === "canceled" ? new Date().toISOString() : null,
      current_billing_period:
        input.status === "canceled" ? null : { starts_at: periodStart, ends_at: periodEnd },
      billing_cycle: { interval: input.interval ?? "month", frequency: 1 },
      scheduled_change: input.scheduledCancelAt
        ? { action: "cancel", effective_at: input.scheduledCancelAt, resume_at: null }
        : null,
      items: [
        {
          status: "active",
          quantity: 1,
          recurring: true,
          price: price(input.priceId, input.interval ?? "month"),
        },
      ],
    },
  };
}

export function transactionCompletedEvent(input: {
  userId?: string;
  subscriptionId: string;
  customerId: string;
  priceId: string;
  periodEnd?: string;
  occurredAt?: string;
  eventId?: string;
}) {
  const periodEnd = input.periodEnd ?? new Date(Date.now() + 30 * 86_400_000).toISOString();
  return {
    event_id: input.eventId ?? `evt_${crypto.randomUUID()}`,
    event_type: "transaction.completed",
    occurred_at: input.occurredAt ?? new Date().toISOString(),
    notification_id: `ntf_${crypto.randomUUID()}`,
    data: {
      id: `txn_${crypto.randomUUID()}`,
      status: "completed",
      customer_id: input.customerId,
      subscription_id: input.subscriptionId,
      origin: "web",
      currency_code: "USD",
      custom_data: input.userId ? { userId: input.userId } : null,
      billing_period: {
        starts_at: new Date(new Date(periodEnd).getTime() - 30 * 86_400_000).toISOString(),
        ends_at: periodEnd,
      },
      items: [{ quantity: 1, price: price(input.priceId, "month") }],
    },
  };
}
