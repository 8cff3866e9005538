import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareLinks } from "#server/db/schema/index.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { subscriptionEvent } from "#tests/fakes/paddle-events.ts";
import {
  createBillingTestApp,
  PRICE_MONTHLY,
  type BillingTestApp,
} from "#tests/support/billing-app.ts";

// The features only Lifescript Pro has (contracts/plans.ts): FDX export and share links that
// expire. Refused for Free when payments are set up; free for everyone when they are not.
type FeatureError = {
  error: { code: string; message: string; details: { feature: string; upgradeUrl: string } };
};

let b: BillingTestApp;
let plain: TestApp;
beforeAll(async () => {
  b = await createBillingTestApp();
  plain = await createTestApp();
});
afterAll(async () => {
  await b.close();
  await plain.close();
});

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const newMovie = async (t: TestApp, who: Session) => {
  const r = await t.request("/api/movies", { method: "POST", as: who, json: { title: "Harbour" } });
  expect(r.status).toBe(201);
  return ((await r.json()) as { id: string }).id;
};
const fdx = (t: TestApp, who: Session, movieId: string) =>
  t.request(`/api/movies/${movieId}/screenplay.fdx`, { as: who });
const share = (t: TestApp, who: Session, movieId: string, json: Record<string, unknown>) =>
  t.request(`/api/movies/${movieId}/share-links`, { method: "POST", as: who, json });
const shared = (t: TestApp, url: string) =>
  t.request(`/api/share/${new URL(url).pathname.split("/").pop()}`, { origin: null });
const refused = async (r: Response) => {
  expect(r.status).toBe(402);
  return ((await r.json()) as FeatureError).error;
};

let n = 0;
const subscribe = async (who: Session, type: "subscription.created" | "subscription.canceled") => {
  if (type === "subscription.created") n += 1;
  const r = await b.webhook(
    subscriptionEvent({
      type,
      userId: who.userId,
      subscriptionId: `sub_features_${who.userId}`,
      customerId: `ctm_features_${who.userId}`,
      status: type === "subscription.created" ? "active" : "canceled",
      priceId: PRICE_MONTHLY,
      occurredAt: new Date(Date.now() + n * 1000).toISOString(),
    }),
  );
  expect(r.status).toBe(200);
};

describe("Pro-only features with Paddle set up", () => {
  it("a Free user's FDX download is refused with 402 plan_limit naming the feature and the upgrade; PDF and Fountain still download", async () => {
    const ana = await b.t.signUp();
    const movieId = await newMovie(b.t, ana);
    const error = await refused(await fdx(b.t, ana, movieId));
    expect(error.code).toBe("plan_limit");
    expect(error.message).toBe(
      "Final Draft (FDX) export: part of Lifescript Pro. Upgrade on the Subscription page (/app/subscription).",
    );
    expect(error.details).toEqual({ feature: "fdxExport", upgradeUrl: "/app/subscription" });
    for (const file of ["screenplay.pdf", "screenplay.fountain"]) {
      expect((await b.t.request(`/api/movies/${movieId}/${file}`, { as: ana })).status).toBe(200);
    }
  });

  it("a Pro user downloads the FDX", async () => {
    const bo = await b.t.signUp();
    await subscribe(bo, "subscription.created");
    const r = await fdx(b.t, bo, await newMovie(b.t, bo));
    expect(r.status).toBe(200);
    expect(await r.text()).toContain("<FinalDraft");
  });

  it("a Free user's share link with an expiry is refused; one without expiry is made and opens", async () => {
    const cy = await b.t.signUp();
    const movieId = await newMovie(b.t, cy);
    const error = await refused(await share(b.t, cy, movieId, { expiresAt: inAWeek() }));
    expect(error.message).toBe(
      "Share links that expire: part of Lifescript Pro. Upgrade on the Subscription page (/app/subscription).",
    );
    expect(error.details).toEqual({
      feature: "expiringShareLinks",
      upgradeUrl: "/app/subscription",
    });
    const links = await b.t.request(`/api/movies/${movieId}/share-links`, { as: cy });
    expect(await links.json()).toEqual([]);

    const open = await share(b.t, cy, movieId, {});
    expect(open.status).toBe(201);
    const link = (await open.json()) as { url: string; expiresAt: string | null };
    expect(link.expiresAt).toBeNull();
    expect((await shared(b.t, link.url)).status).toBe(200);
  });

  it("a link with an expiry made on Pro keeps working after Pro ends, and a retry of it returns it", async () => {
    const di = await b.t.signUp();
    await subscribe(di, "subscription.created");
    const movieId = await newMovie(b.t, di);
    const id = crypto.randomUUID();
    const expiresAt = inAWeek();
    const made = await share(b.t, di, movieId, { id, expiresAt });
    expect(made.status).toBe(201);
    const link = (await made.json()) as { url: string; expiresAt: string };
    expect(link.expiresAt).toBe(expiresAt);

    await subscribe(di, "subscription.canceled");
    const sub = await (await b.t.request("/api/billing/subscription", { as: di })).json();
    expect(sub).toMatchObject({ plan: "free" });
    expect((await shared(b.t, link.url)).status).toBe(200);
    const retry = await share(b.t, di, movieId, { id, expiresAt });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { url: string }).url).toBe(link.url);
    // A new one with an expiry is Pro again.
    expect((await share(b.t, di, movieId, { expiresAt })).status).toBe(402);
    const rows = await b.t.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shareLinks)
      .where(sql`${shareLinks.userId} = ${di.userId}`);
    expect(rows[0]?.n).toBe(1);
  });

  it("the OpenAPI document names 402 plan_limit on the FDX download and on share-link creation", async () => {
    const doc = (await (await b.t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    expect(
      doc.paths["/api/movies/{movieId}/screenplay.fdx"]?.get?.responses["402"]?.description,
    ).toMatch(/plan_limit: Final Draft \(FDX\) export is part of Lifescript Pro/);
    expect(
      doc.paths["/api/movies/{movieId}/share-links"]?.post?.responses["402"]?.description,
    ).toMatch(/plan_limit: A link with `expiresAt` is part of Lifescript Pro/);
    expect(
      doc.paths["/api/movies/{movieId}/screenplay.pdf"]?.get?.responses["402"],
    ).toBeUndefined();
  });
});

describe("Pro-only features without Paddle", () => {
  it("everyone downloads the FDX and makes links that expire", async () => {
    const ed = await plain.signUp();
    const movieId = await newMovie(plain, ed);
    expect((await fdx(plain, ed, movieId)).status).toBe(200);
    const r = await share(plain, ed, movieId, { expiresAt: inAWeek() });
    expect(r.status).toBe(201);
    expect((await shared(plain, ((await r.json()) as { url: string }).url)).status).toBe(200);
  });
});
