import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { billingEvents } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { paddleEventEnvelopeSchema } from "#server/providers/paddle/paddle-events.ts";
import type { PaddleConfig } from "#server/providers/paddle/paddle-settings.ts";
import { verifyPaddleSignature } from "#server/providers/paddle/paddle-signature.ts";
import { applyPaddleEvent } from "./apply-paddle-event.ts";
import { recordWebhookStatus } from "./record-webhook-status.ts";

const REFUSALS = {
  missing: "The Paddle-Signature header is missing",
  malformed: "The Paddle-Signature header is not ts=<seconds>;h1=<signature>",
  stale: "The Paddle-Signature is older than five minutes",
  mismatch: "The Paddle-Signature does not match the body and the webhook secret",
} as const;

export type WebhookResult = { eventId: string; outcome: string; duplicate: boolean };

// POST /api/billing/paddle/webhook: the signature is checked on the raw body before anything of it
// is read; a verified event is stored once by its id (a replay answers 200 and changes nothing)
// and moves the subscription state in the same transaction.
export async function receivePaddleWebhook(
  db: Db,
  config: PaddleConfig,
  input: { rawBody: string; signature: string | undefined },
): Promise<WebhookResult> {
  const verdict = verifyPaddleSignature(config.webhookSecret, input.rawBody, input.signature);
  if (!verdict.ok) {
    await recordWebhookStatus(db, { verified: false, outcome: REFUSALS[verdict.reason] });
    throw new AppError("bad_request", REFUSALS[verdict.reason]);
  }
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    json = undefined;
  }
  const parsed = paddleEventEnvelopeSchema.safeParse(json);
  if (!parsed.success) {
    await recordWebhookStatus(db, { verified: true, outcome: "not a Paddle event" });
    throw new AppError(
      "validation_failed",
      "The body is not a Paddle event (event_id, event_type, occurred_at and data are required)",
    );
  }
  const event = parsed.data;
  const result = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(billingEvents)
      .values({
        eventId: event.event_id,
        eventType: event.event_type,
        occurredAt: new Date(event.occurred_at),
        outcome: "received",
      })
      .onConflictDoNothing({ target: billingEvents.eventId })
      .returning({ eventId: billingEvents.eventId });
    if (!stored) return { eventId: event.event_id, outcome: "already received", duplicate: true };
    const applied = await applyPaddleEvent(tx, config, event);
    await tx
      .update(billingEvents)
      .set({ outcome: applied.outcome, userId: applied.userId })
      .where(eq(billingEvents.eventId, event.event_id));
    return { eventId: event.event_id, outcome: applied.outcome, duplicate: false };
  });
  await recordWebhookStatus(db, {
    verified: true,
    eventId: event.event_id,
    eventType: event.event_type,
    outcome: result.outcome,
  });
  return result;
}
