import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Integrations } from "#contracts/operator.ts";
import { user } from "#server/db/schema/index.ts";
import { createTestApp, uniqueEmail, type TestApp } from "#tests/factories/test-app.ts";

// The operators' integrations page reads this: every optional service, on or off, by the names of
// the settings that turn it on. Everyone but a verified operator gets the 404 of an unknown page.
describe("GET /api/operator/integrations", () => {
  // An operator of its own: on PostgreSQL the suites share one database.
  const operator = uniqueEmail("operator");
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_EMAILS: operator,
      GIPHY_API_KEY: "giphy-secret-key",
      PADDLE_API_KEY: "pdl_sdbx_apikey_half",
      PADDLE_CLIENT_TOKEN: "test_half_token",
    });
  });
  afterAll(() => t.close());

  it("answers 404 to everyone but a verified operator, who sees each service by its settings' names", async () => {
    expect((await t.request("/api/operator/integrations", { as: null })).status).toBe(401);
    const lou = await t.signUp();
    expect((await t.request("/api/operator/integrations", { as: lou })).status).toBe(404);
    // An operator's address counts only once it is verified (an account made from the mailed
    // link is; one whose address was changed and not yet confirmed is not).
    const admin = await t.signUp({ email: operator });
    const confirmed = (emailVerified: boolean) =>
      t.services.database.db.update(user).set({ emailVerified }).where(eq(user.id, admin.userId));
    await confirmed(false);
    expect((await t.request("/api/operator/integrations", { as: admin })).status).toBe(404);
    await confirmed(true);

    const response = await t.request("/api/operator/integrations", { as: admin });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("giphy-secret-key");
    expect(text).not.toContain("pdl_sdbx_apikey_half");
    const { integrations } = JSON.parse(text) as Integrations;
    const byId = Object.fromEntries(integrations.map((i) => [i.id, i]));
    expect(Object.keys(byId)).toEqual([
      "giphy",
      "transcription",
      "cowriter",
      "paddle",
      "smtp",
      "sms",
      "google",
      "apple",
      "s3",
      "posthog",
      "metrics",
    ]);
    expect(byId.giphy).toMatchObject({
      state: "on",
      settings: [{ name: "GIPHY_API_KEY", set: true, required: true }],
      missing: [],
    });
    expect(byId.transcription).toMatchObject({ state: "off", missing: ["TRANSCRIBE_URL"] });
    expect(byId.paddle).toMatchObject({
      state: "incomplete",
      missing: ["PADDLE_WEBHOOK_SECRET", "PADDLE_PRICE_MONTHLY", "PADDLE_PRICE_YEARLY"],
    });
  });

  it("tells clients which of them to show", async () => {
    const config = (await (await t.request("/api/config")).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ gifs: true, voice: false, cowriter: false, payments: false });
  });
});
