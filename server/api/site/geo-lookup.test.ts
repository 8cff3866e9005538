import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/factories/test-app.ts";

// Without a CDN header the bundled database decides from the client address (here behind one
// trusted proxy, which writes the address in X-Forwarded-For).
describe("GET /api/geo without a CDN header", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  const geo = async (address: string) =>
    (await (await t.request("/api/geo", { headers: { "x-forwarded-for": address } })).json()) as {
      countryCode: string | null;
      requiresConsent: boolean;
    };

  it("asks a British visitor for consent and not an American one", async () => {
    expect(await geo("81.2.69.142")).toEqual({ countryCode: "GB", requiresConsent: true });
    expect(await geo("8.8.8.8")).toEqual({ countryCode: "US", requiresConsent: false });
  });

  it("treats an address of no country as needing consent", async () => {
    expect(await geo("10.0.0.7")).toEqual({ countryCode: null, requiresConsent: true });
  });
});
