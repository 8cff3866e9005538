import { eq } from "drizzle-orm";
import type { Diagnostics } from "#contracts/billing.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { billingWebhookStatus } from "#server/db/schema/index.ts";
import {
  paddleConfigOf,
  REQUIRED_PADDLE_SETTINGS,
  type PaddleSettingName,
} from "#server/providers/paddle/paddle-settings.ts";

type PaddleEnv = Parameters<typeof paddleConfigOf>[0];

export const WEBHOOK_PATH = "/api/billing/paddle/webhook";

// For operators: which settings are present (never their values), the environment and the last
// webhook request with whether its signature verified.
export async function getDiagnostics(
  db: DbOrTx,
  env: PaddleEnv,
  baseUrl: string,
): Promise<Diagnostics> {
  const names: PaddleSettingName[] = [...REQUIRED_PADDLE_SETTINGS, "PADDLE_PRICE_TEST"];
  const [last] = await db.select().from(billingWebhookStatus).where(eq(billingWebhookStatus.id, 1));
  return {
    configured: paddleConfigOf(env) !== null,
    environment: env.PADDLE_ENVIRONMENT,
    settings: names.map((name) => ({
      name,
      present: Boolean(env[name]),
      required: name !== "PADDLE_PRICE_TEST",
    })),
    webhookUrl: `${baseUrl}${WEBHOOK_PATH}`,
    lastWebhook: last
      ? {
          receivedAt: last.receivedAt.toISOString(),
          verified: last.verified,
          eventType: last.eventType,
          eventId: last.eventId,
          outcome: last.outcome,
        }
      : null,
  };
}
