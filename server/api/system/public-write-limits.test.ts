import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundEvents, rateLimit } from "#server/db/schema/index.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import { createTestApp, type ErrorBody, type TestApp } from "#tests/factories/test-app.ts";
import { pageNotFoundRecorder } from "#server/http/page-not-found-recorder.ts";

// One proxy in front (TRUST_PROXY=1), so in-process requests can play any client address; how the
// address is found is tested in server/http/client-address.unit.test.ts and over real sockets in
// server/api/auth/sign-in-limits.test.ts. Each test gets its own IPv6 /64.
const freshAddress = () =>
  `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;

describe("limits on unauthenticated public writes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: "true", TRUST_PROXY: "1" });
    await t.services.database.db.delete(rateLimit);
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, address: string) =>
    t.request(path, { method: "POST", json, headers: { "x-forwarded-for": address } });

  async function until429(send: (i: number) => Promise<Response>, max: number) {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i <= max; i += 1) {
      const response = await send(i);
      statuses.push(response.status);
      refused = response;
    }
    return { statuses, refused: refused as Response };
  }

  it("records at most 30 missing-page reports a minute from one address", async () => {
    const address = freshAddress();
    const path = `/limit-test/${address}`;
    const max = limitRules.notFound.max;
    const { statuses, refused } = await until429(
      () => post("/api/not-found-events", { path, referrer: null }, address),
      max,
    );
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(204));
    expect(statuses[max]).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("rate_limited");
    const rows = await t.services.database.db
      .select()
      .from(notFoundEvents)
      .where(eq(notFoundEvents.path, path));
    expect(rows).toHaveLength(max);
    // Someone else is not held up.
    expect((await post("/api/not-found-events", { path }, freshAddress())).status).toBe(204);
  });

  it("404 pages still show past the limit but stop recording, sharing the count with the API", async () => {
    const address = freshAddress();
    const path = `/page-limit-test/${address}`;
    const record = pageNotFoundRecorder(t.services, address);
    for (let i = 0; i < 10; i += 1) {
      expect((await post("/api/not-found-events", { path }, address)).status).toBe(204);
    }
    for (let i = 0; i < 25; i += 1) {
      await record({ path, referrer: null, userAgent: "test" });
    }
    const rows = await t.services.database.db
      .select()
      .from(notFoundEvents)
      .where(eq(notFoundEvents.path, path));
    expect(rows).toHaveLength(limitRules.notFound.max);
  });

  it("stores at most 20 consent choices a minute from one address", async () => {
    const address = freshAddress();
    const max = limitRules.consent.max;
    const { statuses, refused } = await until429(
      (i) =>
        post(
          "/api/consent-choices",
          { deviceId: `device-${address}-${i}`, analytics: true, advertising: false },
          address,
        ),
      max,
    );
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(204));
    expect(statuses[max]).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = {
      deviceId: `device-${crypto.randomUUID()}`,
      analytics: false,
      advertising: false,
    };
    expect((await post("/api/consent-choices", other, freshAddress())).status).toBe(204);
  });

  it("counts valid requests only: a mistyped payload does not use up the limit", async () => {
    const address = freshAddress();
    for (let i = 0; i < limitRules.consent.max + 5; i += 1) {
      expect((await post("/api/consent-choices", { deviceId: "" }, address)).status).toBe(400);
    }
    const valid = { deviceId: `device-${address}`, analytics: true, advertising: true };
    expect((await post("/api/consent-choices", valid, address)).status).toBe(204);
  });
});
