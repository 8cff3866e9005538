import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingEvents } from "#server/db/schema/index.ts";
import {
  createTestApp,
  uniqueEmail,
  type ErrorBody,
  type Session,
} from "#tests/factories/test-app.ts";
import {
  signPaddle,
  subscriptionEvent,
  transactionCompletedEvent,
} from "#tests/fakes/paddle-events.ts";
import {
  ADMIN_EMAIL,
  createBillingTestApp,
  PRICE_MONTHLY,
  PRICE_YEARLY,
  WEBHOOK_SECRET,
  type BillingTestApp,
} from "#tests/support/billing-app.ts";

type Sub = {
  configured: boolean;
  plan: string;
  status: string;
  interval: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  limits: Record<string, number | null>;
  usage: Record<string, number>;
  canManage: boolean;
};

let b: BillingTestApp;
beforeAll(async () => {
  b = await createBillingTestApp();
});
afterAll(async () => {
  await b.close();
});

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
let n = 0;
const ids = () => {
  n += 1;
  return { subscriptionId: `sub_${n}_${Date.now()}`, customerId: `ctm_${n}_${Date.now()}` };
};
const subscription = async (who: Session): Promise<Sub> => {
  const r = await b.t.request("/api/billing/subscription", { as: who });
  expect(r.status).toBe(200);
  return (await r.json()) as Sub;
};

describe("Paddle webhooks move the subscription state", () => {
  it("subscription.created makes the user Pro with the period end and interval", async () => {
    const ana = await b.t.signUp();
    expect(await subscription(ana)).toMatchObject({
      configured: true,
      plan: "free",
      status: "none",
      limits: { movies: 3, mediaBytes: 1024 ** 3, voiceSeconds: 600 },
      canManage: false,
    });
    const periodEnd = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const r = await b.webhook(
      subscriptionEvent({
        type: "subscription.created",
        userId: ana.userId,
        ...ids(),
        status: "active",
        priceId: PRICE_YEARLY,
        interval: "year",
        periodEnd,
      }),
    );
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ received: true, duplicate: false });
    expect(await subscription(ana)).toMatchObject({
      plan: "pro",
      status: "active",
      interval: "year",
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      limits: { movies: null, mediaBytes: 50 * 1024 ** 3, voiceSeconds: 300 * 60 },
      canManage: true,
    });
  });

  it("transaction.completed alone (before subscription.created arrives) makes the user Pro", async () => {
    const bo = await b.t.signUp();
    const { subscriptionId, customerId } = ids();
    const r = await b.webhook(
      transactionCompletedEvent({
        userId: bo.userId,
        subscriptionId,
        customerId,
        priceId: PRICE_MONTHLY,
      }),
    );
    expect(r.status).toBe(200);
    expect(await subscription(bo)).toMatchObject({
      plan: "pro",
      status: "active",
      interval: "month",
    });
  });

  it("past_due keeps Pro while Paddle retries; a scheduled cancel keeps Pro; canceled ends it", async () => {
    const cy = await b.t.signUp();
    const refs = { userId: cy.userId, ...ids(), priceId: PRICE_MONTHLY };
    await b.webhook(
      subscriptionEvent({
        type: "subscription.created",
        ...refs,
        status: "active",
        occurredAt: at(40),
      }),
    );
    await b.webhook(
      subscriptionEvent({
        type: "subscription.past_due",
        ...refs,
        status: "past_due",
        occurredAt: at(30),
      }),
    );
    expect(await subscription(cy)).toMatchObject({ plan: "pro", status: "past_due" });

    const periodEnd = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await b.webhook(
      subscriptionEvent({
        type: "subscription.updated",
        ...refs,
        status: "active",
        periodEnd,
        scheduledCancelAt: periodEnd,
        occurredAt: at(20),
      }),
    );
    expect(await subscription(cy)).toMatchObject({
      plan: "pro",
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });

    await b.webhook(
      subscriptionEvent({
        type: "subscription.canceled",
        ...refs,
        status: "canceled",
        occurredAt: at(10),
      }),
    );
    expect(await subscription(cy)).toMatchObject({
      plan: "free",
      status: "canceled",
      currentPeriodEnd: null,
      limits: { movies: 3 },
    });
  });

  it("events in any order: the newest occurred_at wins, an older one arriving later changes nothing", async () => {
    const di = await b.t.signUp();
    const refs = { userId: di.userId, ...ids(), priceId: PRICE_MONTHLY };
    const canceled = await b.webhook(
      subscriptionEvent({
        type: "subscription.canceled",
        ...refs,
        status: "canceled",
        occurredAt: at(1),
      }),
    );
    expect(await canceled.json()).toMatchObject({ outcome: "applied: canceled" });
    const lateCreated = await b.webhook(
      subscriptionEvent({
        type: "subscription.created",
        ...refs,
        status: "active",
        occurredAt: at(60),
      }),
    );
    expect(lateCreated.status).toBe(200);
    expect(await lateCreated.json()).toMatchObject({ outcome: "older than the stored state" });
    const latePayment = await b.webhook(transactionCompletedEvent({ ...refs, occurredAt: at(59) }));
    expect(latePayment.status).toBe(200);
    expect(await subscription(di)).toMatchObject({ plan: "free", status: "canceled" });
  });

  it("a repeated event (the same event_id) is stored once and changes nothing", async () => {
    const ed = await b.t.signUp();
    const refs = { userId: ed.userId, ...ids(), priceId: PRICE_MONTHLY };
    const pastDue = subscriptionEvent({
      type: "subscription.past_due",
      ...refs,
      status: "past_due",
      occurredAt: at(5),
    });
    expect((await b.webhook(pastDue)).status).toBe(200);
    await b.webhook(
      subscriptionEvent({
        type: "subscription.updated",
        ...refs,
        status: "active",
        occurredAt: at(2),
      }),
    );
    // Paddle redelivers with a fresh signature; the body is the same event.
    const replay = await b.webhook(pastDue);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true });
    expect(await subscription(ed)).toMatchObject({ status: "active" });
    const rows = await b.t.services.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, pastDue.event_id));
    expect(rows).toHaveLength(1);
  });

  it("a bad, missing, stale or tampered signature is 400 and changes nothing", async () => {
    const fay = await b.t.signUp();
    const event = subscriptionEvent({
      type: "subscription.created",
      userId: fay.userId,
      ...ids(),
      status: "active",
      priceId: PRICE_MONTHLY,
    });
    const raw = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const attempts: Array<[string | null, RegExp]> = [
      [null, /missing/],
      [signPaddle("not-the-secret", raw), /does not match/],
      [signPaddle(WEBHOOK_SECRET, raw, now - 6 * 60), /older than five minutes/],
      [signPaddle(WEBHOOK_SECRET, raw.replace("active", "trialing")), /does not match/],
      ["h1=abc", /not ts=/],
    ];
    for (const [signature, message] of attempts) {
      const r = await b.webhook(event, { signature });
      expect(r.status, String(signature)).toBe(400);
      expect(((await r.json()) as ErrorBody).error.message).toMatch(message);
    }
    expect(await subscription(fay)).toMatchObject({ plan: "free", status: "none" });
    const stored = await b.t.services.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, event.event_id));
    expect(stored).toHaveLength(0);
    // Four minutes old is still within the five allowed.
    const recent = await b.webhook(event, { ts: now - 4 * 60 });
    expect(recent.status).toBe(200);
    expect(await subscription(fay)).toMatchObject({ plan: "pro" });
  });

  it("an event for nobody of ours is stored and ignored; a body that is not an event is 400", async () => {
    const r = await b.webhook(
      subscriptionEvent({
        type: "subscription.created",
        userId: "no-such-user",
        ...ids(),
        status: "active",
        priceId: PRICE_MONTHLY,
      }),
    );
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({
      outcome: "ignored: no Lifescript user for this subscription",
    });
    const notEvent = await b.webhook({ hello: "world" });
    expect(notEvent.status).toBe(400);
    expect(((await notEvent.json()) as ErrorBody).error.message).toMatch(/event_id/);
  });
});

describe("checkout and the customer portal", () => {
  it("checkout answers what Paddle.js needs: the interval's price, the email and customData.userId", async () => {
    const gil = await b.t.signUp();
    const month = await b.t.request("/api/billing/checkout", {
      method: "POST",
      as: gil,
      json: { interval: "month" },
    });
    expect(month.status).toBe(200);
    expect(await month.json()).toMatchObject({
      environment: "sandbox",
      clientToken: "test_client_token",
      priceId: PRICE_MONTHLY,
      customerEmail: gil.email,
      customData: { userId: gil.userId },
      customerId: null,
      successUrl: "http://localhost:3000/app/subscription/success",
    });
    const year = await b.t.request("/api/billing/checkout", {
      method: "POST",
      as: gil,
      json: { interval: "year" },
    });
    expect(await year.json()).toMatchObject({ priceId: PRICE_YEARLY });
    const bad = await b.t.request("/api/billing/checkout", {
      method: "POST",
      as: gil,
      json: { interval: "week" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toMatch(/interval/);
    const anonymous = await b.t.request("/api/billing/checkout", {
      method: "POST",
      json: { interval: "month" },
    });
    expect(anonymous.status).toBe(401);
  });

  it("a Pro user is not sent to checkout again", async () => {
    const hal = await b.t.signUp();
    await b.webhook(
      subscriptionEvent({
        type: "subscription.created",
        userId: hal.userId,
        ...ids(),
        status: "active",
        priceId: PRICE_MONTHLY,
      }),
    );
    const again = await b.t.request("/api/billing/checkout", {
      method: "POST",
      as: hal,
      json: { interval: "month" },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toMatch(/Manage billing/);
  });

  it("the portal session is made for the signed-in user's own Paddle customer only", async () => {
    const ivy = await b.t.signUp();
    const jon = await b.t.signUp();
    const ivyRefs = ids();
    b.paddle.addCustomer(ivyRefs.customerId);
    await b.webhook(
      subscriptionEvent({
        type: "subscription.created",
        userId: ivy.userId,
        ...ivyRefs,
        status: "active",
        priceId: PRICE_MONTHLY,
      }),
    );

    const before = b.paddle.portalSessions.length;
    // A customer id in the body is not how the server picks the customer.
    const portal = await b.t.request("/api/billing/portal", {
      method: "POST",
      as: ivy,
      json: { customerId: "ctm_someone_else" },
    });
    expect(portal.status).toBe(200);
    const { url } = (await portal.json()) as { url: string };
    expect(url).toContain(`customer=${ivyRefs.customerId}`);
    expect(b.paddle.portalSessions.slice(before)).toEqual([
      { customerId: ivyRefs.customerId, subscriptionIds: [ivyRefs.subscriptionId] },
    ]);

    const none = await b.t.request("/api/billing/portal", {
      method: "POST",
      as: jon,
      json: { customerId: ivyRefs.customerId },
    });
    expect(none.status).toBe(404);
    expect(((await none.json()) as ErrorBody).error.message).toMatch(/upgrade first/);
    expect(b.paddle.portalSessions.length).toBe(before + 1);
  });

  it("a customer Paddle does not know answers 502 with a message to retry", async () => {
    const kim = await b.t.signUp();
    await b.webhook(
      subscriptionEvent({
        type: "subscription.created",
        userId: kim.userId,
        ...ids(),
        status: "active",
        priceId: PRICE_MONTHLY,
      }),
    );
    const r = await b.t.request("/api/billing/portal", { method: "POST", as: kim, json: {} });
    expect(r.status).toBe(502);
    expect(((await r.json()) as ErrorBody).error).toMatchObject({
      code: "payment_provider_failed",
    });
  });
});

describe("payment diagnostics are for operators only", () => {
  it("a normal user gets 404; an operator sees which settings are present, never their values", async () => {
    const lou = await b.t.signUp();
    for (const [path, method] of [
      ["/api/billing/diagnostics", "GET"],
      ["/api/billing/diagnostics/api-check", "POST"],
      ["/api/billing/diagnostics/test-checkout", "POST"],
    ] as const) {
      const r = await b.t.request(path, {
        method,
        as: lou,
        ...(method === "POST" ? { json: {} } : {}),
      });
      expect(r.status, path).toBe(404);
    }
    // An operator's address counts only once it is verified (an account made from the mailed
    // link is; one whose address was changed and not yet confirmed is not).
    const admin = await b.t.signUp({ email: ADMIN_EMAIL });
    await b.verify(admin, false);
    expect((await b.t.request("/api/billing/diagnostics", { as: admin })).status).toBe(404);
    await b.verify(admin);

    await b.webhook({ not: "signed" }, { signature: "ts=1;h1=" + "0".repeat(64) });
    const r = await b.t.request("/api/billing/diagnostics", { as: admin });
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(text).not.toContain(WEBHOOK_SECRET);
    expect(text).not.toContain(b.paddle.apiKey);
    expect(JSON.parse(text)).toMatchObject({
      configured: true,
      environment: "sandbox",
      webhookUrl: "http://localhost:3000/api/billing/paddle/webhook",
      settings: expect.arrayContaining([
        { name: "PADDLE_API_KEY", present: true, required: true },
        { name: "PADDLE_PRICE_TEST", present: false, required: false },
      ]),
      lastWebhook: { verified: false, outcome: expect.stringMatching(/older than five minutes/) },
    });

    const check = await b.t.request("/api/billing/diagnostics/api-check", {
      method: "POST",
      as: admin,
      json: {},
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ ok: true, status: 200, environment: "sandbox" });

    const test = await b.t.request("/api/billing/diagnostics/test-checkout", {
      method: "POST",
      as: admin,
      json: {},
    });
    expect(await test.json()).toMatchObject({
      priceId: PRICE_MONTHLY,
      customData: { userId: admin.userId },
    });
  });

  it("the API check reports Paddle refusing a wrong key", async () => {
    // An operator of its own: on PostgreSQL every app of this file shares one database, where the
    // other test's operator already has an account.
    const operator = uniqueEmail("operator");
    const wrong = await createBillingTestApp({
      PADDLE_API_KEY: "pdl_wrong_key",
      ADMIN_EMAILS: operator,
    });
    try {
      const admin = await wrong.t.signUp({ email: operator });
      await wrong.verify(admin);
      const r = await wrong.t.request("/api/billing/diagnostics/api-check", {
        method: "POST",
        as: admin,
        json: {},
      });
      expect(await r.json()).toMatchObject({
        ok: false,
        status: 403,
        message: expect.stringMatching(/refused the API key/),
      });
    } finally {
      await wrong.close();
    }
  });
});

describe("without Paddle configured", () => {
  it("says so: checkout, portal and webhooks answer 503 not_configured, nothing is limited", async () => {
    const off = await createTestApp();
    try {
      const may = await off.signUp();
      const sub = await off.request("/api/billing/subscription", { as: may });
      expect(await sub.json()).toMatchObject({
        configured: false,
        plan: "free",
        limits: { movies: null, mediaBytes: null, voiceSeconds: null },
      });
      for (const path of ["/api/billing/checkout", "/api/billing/portal"]) {
        const r = await off.request(path, { method: "POST", as: may, json: { interval: "month" } });
        expect(r.status, path).toBe(503);
        const body = (await r.json()) as ErrorBody;
        expect(body.error.code).toBe("not_configured");
        expect(body.error.message).toMatch(/PADDLE_API_KEY/);
      }
      const hook = await off.request("/api/billing/paddle/webhook", {
        method: "POST",
        json: {},
        origin: null,
      });
      expect(hook.status).toBe(503);
      for (let i = 0; i < 4; i += 1) await off.createMovie(may, `Movie ${i}`);
      expect(
        (await (await off.request("/api/billing/subscription", { as: may })).json()) as Sub,
      ).toMatchObject({
        usage: { movies: 4 },
      });
    } finally {
      await off.close();
    }
  });
});
