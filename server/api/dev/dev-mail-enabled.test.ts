import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/factories/test-app.ts";

// /api/config's devMail and the /dev/mail page follow one rule: outside production, with mail
// kept in the outbox. A client that shows the outbox link never links to a page that is not there.
describe("the development outbox", () => {
  let outbox: TestApp;
  let smtp: TestApp;

  beforeAll(async () => {
    outbox = await createTestApp();
    // Never dialled: no mail is sent in these tests.
    smtp = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(async () => {
    await outbox.close();
    await smtp.close();
  });

  const devMail = async (t: TestApp) =>
    ((await (await t.request("/api/config")).json()) as { devMail: boolean }).devMail;

  it("is offered and served when mail stays in the outbox", async () => {
    expect(await devMail(outbox)).toBe(true);
    expect((await outbox.request("/dev/mail")).status).toBe(200);
  });

  it("is neither offered nor served when mail is sent by SMTP", async () => {
    expect(await devMail(smtp)).toBe(false);
    expect((await smtp.request("/dev/mail")).status).toBe(404);
  });
});
