import type { DbOrTx } from "#server/db/client.ts";
import { billingWebhookStatus } from "#server/db/schema/index.ts";

// Keeps the last webhook request (verified or not) for the operators' diagnostics page. One row,
// overwritten: a flood of forged requests cannot grow the table.
export async function recordWebhookStatus(
  db: DbOrTx,
  status: { verified: boolean; eventId?: string; eventType?: string; outcome: string },
): Promise<void> {
  const values = {
    id: 1,
    receivedAt: new Date(),
    verified: status.verified,
    eventId: status.eventId ?? null,
    eventType: status.eventType ?? null,
    outcome: status.outcome,
    updatedAt: new Date(),
  };
  await db
    .insert(billingWebhookStatus)
    .values(values)
    .onConflictDoUpdate({ target: billingWebhookStatus.id, set: values });
}
