import { eq } from "drizzle-orm";
import { user } from "#server/db/schema/index.ts";
import { startFakePaddle, type FakePaddle } from "../fakes/fake-paddle.ts";
import { signPaddle } from "../fakes/paddle-events.ts";
import { createTestApp, type Session, type TestApp } from "../factories/test-app.ts";

// What the billing suites share: an app with Paddle configured against a loopback fake of its API,
// and signed webhook posts.
export const WEBHOOK_SECRET = "pdl_ntfset_01fake_secret_for_tests";
export const PRICE_MONTHLY = "pri_01monthly";
export const PRICE_YEARLY = "pri_01yearly";
// Unique per run: a PostgreSQL worker database outlives a run, and signing up an address that
// already has an account mails no new link.
export const ADMIN_EMAIL = `operator-${crypto.randomUUID().slice(0, 8)}@example.com`;

export type BillingTestApp = {
  t: TestApp;
  paddle: FakePaddle;
  webhook: (
    event: unknown,
    options?: { signature?: string | null; ts?: number },
  ) => Promise<Response>;
  verify: (who: Session, verified?: boolean) => Promise<void>;
  close: () => Promise<void>;
};

export async function createBillingTestApp(
  overrides: Record<string, string> = {},
): Promise<BillingTestApp> {
  const paddle = await startFakePaddle();
  const t = await createTestApp({
    PADDLE_API_KEY: paddle.apiKey,
    PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PADDLE_CLIENT_TOKEN: "test_client_token",
    PADDLE_PRICE_MONTHLY: PRICE_MONTHLY,
    PADDLE_PRICE_YEARLY: PRICE_YEARLY,
    PADDLE_ENVIRONMENT: "sandbox",
    PADDLE_API_URL: paddle.url,
    ADMIN_EMAILS: ADMIN_EMAIL,
    ...overrides,
  });
  // Paddle posts from its own servers: no Origin, no cookie.
  const webhook: BillingTestApp["webhook"] = (event, options = {}) => {
    const raw = JSON.stringify(event);
    const headers: Record<string, string> = { "content-type": "application/json" };
    const signature =
      options.signature === undefined
        ? signPaddle(WEBHOOK_SECRET, raw, options.ts)
        : options.signature;
    if (signature !== null) headers["paddle-signature"] = signature;
    return t.request("/api/billing/paddle/webhook", {
      method: "POST",
      body: raw,
      headers,
      origin: null,
    });
  };
  const verify = async (who: Session, verified = true) => {
    await t.services.database.db
      .update(user)
      .set({ emailVerified: verified })
      .where(eq(user.id, who.userId));
  };
  return {
    t,
    paddle,
    webhook,
    verify,
    close: async () => {
      await t.close();
      await paddle.close();
    },
  };
}
