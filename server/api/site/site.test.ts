import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentChoices, contactMessages, mailOutbox, rateLimit } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#tests/factories/test-app.ts";

// A fresh address (an IPv6 /64 of its own) per test keeps the hourly limit from leaking between
// tests; the table is emptied first because a PostgreSQL test database outlives a run.
const freshAddress = () =>
  `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::7`;

const valid = {
  name: "Ada Reader",
  email: "ada@example.com",
  message: "I would love to tell my father's story.",
  honeypot: "",
};

describe("contact form API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: "true",
      RATE_LIMITS: "true",
      SUPPORT_EMAIL: "team@lifescript.test",
    });
    await t.services.database.db.delete(rateLimit);
  });
  afterAll(() => t.close());

  const send = (body: unknown, address = freshAddress()) =>
    t.request("/api/contact/submit", {
      method: "POST",
      json: body,
      headers: { "x-forwarded-for": address },
    });

  it("stores the message and mails the team", async () => {
    const address = freshAddress();
    const response = await send({ ...valid, message: `${valid.message} ${address}` }, address);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const [stored] = await t.services.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientAddress, address));
    expect(stored).toMatchObject({ name: "Ada Reader", email: "ada@example.com" });
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "team@lifescript.test"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe("Contact form: Ada Reader");
    expect(mail?.text).toContain(address);
  });

  it.each([
    [{ ...valid, name: "" }, "name: Name is required"],
    [{ ...valid, name: "x".repeat(256) }, "name: Name is too long"],
    [{ ...valid, email: "" }, "email: Email is required"],
    [{ ...valid, email: "not-an-address" }, "email: Invalid email address"],
    [{ ...valid, email: `${"a".repeat(250)}@example.com` }, "email: Email is too long"],
    [{ ...valid, message: "" }, "message: Message is required"],
    [{ ...valid, message: "too short" }, "message: Message must be at least 10 characters"],
    [{ ...valid, message: "x".repeat(5001) }, "message: Message is too long"],
  ])("rejects %j with its message", async (body, message) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it("accepts and discards a filled honeypot", async () => {
    const address = freshAddress();
    const response = await send({ ...valid, honeypot: "http://spam.example" }, address);
    expect(response.status).toBe(200);
    const rows = await t.services.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientAddress, address));
    expect(rows).toEqual([]);
  });

  it("limits one address to 5 messages an hour", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await send(valid, address);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await send(valid, freshAddress())).status).toBe(200);
  });
});

describe("geo and consent choices", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GEO_COUNTRY_HEADER: "CF-IPCountry" });
  });
  afterAll(() => t.close());

  it.each([
    ["FR", true],
    ["GB", true],
    ["SA", true],
    ["US", false],
    ["JP", false],
  ])("country %s requires consent: %s", async (country, required) => {
    const response = await t.request("/api/geo", { headers: { "cf-ipcountry": country } });
    expect(await response.json()).toEqual({ countryCode: country, requiresConsent: required });
  });

  it("treats an unknown country as requiring consent", async () => {
    expect(await (await t.request("/api/geo")).json()).toEqual({
      countryCode: null,
      requiresConsent: true,
    });
    const xx = await t.request("/api/geo", { headers: { "cf-ipcountry": "XX" } });
    expect(await xx.json()).toEqual({ countryCode: null, requiresConsent: true });
  });

  it("stores one choice per device, the latest winning", async () => {
    const deviceId = `device_${Date.now()}_abcdef`;
    const first = await t.request("/api/consent-choices", {
      method: "POST",
      json: { deviceId, analytics: true, advertising: true, timestamp: 1000 },
    });
    expect(first.status).toBe(204);
    await t.request("/api/consent-choices", {
      method: "POST",
      json: { deviceId, analytics: false, advertising: false, timestamp: 2000 },
    });
    const rows = await t.services.database.db
      .select()
      .from(consentChoices)
      .where(eq(consentChoices.deviceId, deviceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ analytics: false, advertising: false, timestamp: 2000 });
    const bad = await t.request("/api/consent-choices", {
      method: "POST",
      json: { deviceId, analytics: "yes", advertising: false },
    });
    expect(bad.status).toBe(400);
  });
});
