import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimit } from "#server/db/schema/index.ts";
import { httpRequest } from "#tests/factories/http-client.ts";
import { fakeSmsEnv, startFakeSms, type FakeSms } from "#tests/fakes/fake-sms.ts";
import { cookieFrom, createTestApp, type TestApp } from "#tests/factories/test-app.ts";

type AuthError = { code?: string; message?: string };

let numberCounter = 0;
// A UK mobile number of the range Ofcom keeps for drama (07700 900000 to 900999), unique per test.
const freshNumber = () => `+447700900${String(100 + (numberCounter++ % 900)).padStart(3, "0")}`;

describe("phone sign-in without a text message service", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 503 not_configured on every phone path and the config says phone is off", async () => {
    for (const [path, json] of [
      ["/api/auth/phone-number/send-otp", { phoneNumber: "+447700900001" }],
      ["/api/auth/phone-number/verify", { phoneNumber: "+447700900001", code: "123456" }],
      ["/api/auth/sign-in/phone-number", { phoneNumber: "+447700900001", password: "x" }],
    ] as const) {
      const response = await t.request(path, { method: "POST", json });
      expect(response.status, path).toBe(503);
      expect(await response.json()).toEqual({
        code: "not_configured",
        message: "Phone sign-in is not configured on this server.",
      });
    }
    const config = (await (await t.request("/api/config")).json()) as { auth: { phone: boolean } };
    expect(config.auth.phone).toBe(false);
  });
});

describe("phone sign-up and sign-in through a Twilio-shaped SMS service", () => {
  let t: TestApp;
  let sms: FakeSms;
  beforeAll(async () => {
    sms = await startFakeSms();
    t = await createTestApp(fakeSmsEnv(sms));
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const post = (path: string, json: unknown, cookie?: string) =>
    t.request(`/api/auth${path}`, {
      method: "POST",
      json,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it("texts a code, creates the account with the chosen name and password once the code is right, then signs in with the password", async () => {
    const phoneNumber = freshNumber();
    expect((await (await t.request("/api/config")).json()).auth.phone).toBe(true);
    expect((await post("/phone-number/send-otp", { phoneNumber })).status).toBe(200);
    const code = await sms.codeFor(phoneNumber);
    expect(sms.messages.at(-1)).toEqual({
      to: phoneNumber,
      from: "+15005550006",
      body: `${code} is your Lifescript code. It expires in 5 minutes.`,
    });

    const wrong = await post("/phone-number/verify", {
      phoneNumber,
      code: code === "000000" ? "111111" : "000000",
      name: "Pia Phone",
      password: "texted and trusted",
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as AuthError).code).toBe("INVALID_OTP");

    const created = await post("/phone-number/verify", {
      phoneNumber,
      code,
      name: "Pia Phone",
      password: "texted and trusted",
    });
    expect(created.status).toBe(200);
    const session = await t.request("/api/auth/get-session", {
      headers: { cookie: cookieFrom(created) },
    });
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({
      name: "Pia Phone",
      phoneNumber,
      phoneNumberVerified: true,
      isAnonymous: false,
    });

    const badPassword = await post("/sign-in/phone-number", {
      phoneNumber,
      password: "not it at all",
    });
    expect(badPassword.status).toBe(401);
    expect(((await badPassword.json()) as AuthError).code).toBe("INVALID_PHONE_NUMBER_OR_PASSWORD");
    const signedIn = await post("/sign-in/phone-number", {
      phoneNumber,
      password: "texted and trusted",
    });
    expect(signedIn.status).toBe(200);
    expect(cookieFrom(signedIn)).toMatch(/session_token=/);
  });

  it("refuses a number that is not in international form, an account without a password, and a second account for a number", async () => {
    const invalid = await post("/phone-number/send-otp", { phoneNumber: "07700 900123" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as AuthError).code).toBe("INVALID_PHONE_NUMBER");

    const phoneNumber = freshNumber();
    await post("/phone-number/send-otp", { phoneNumber });
    const code = await sms.codeFor(phoneNumber);
    const noPassword = await post("/phone-number/verify", { phoneNumber, code });
    expect(noPassword.status).toBe(400);
    expect(((await noPassword.json()) as AuthError).code).toBe("NAME_AND_PASSWORD_REQUIRED");
    const shortPassword = await post("/phone-number/verify", {
      phoneNumber,
      code,
      name: "Al",
      password: "short",
    });
    expect(shortPassword.status).toBe(400);
    expect(((await shortPassword.json()) as AuthError).message).toBe(
      "Choose a password of 8 to 128 characters.",
    );
    const first = await post("/phone-number/verify", {
      phoneNumber,
      code,
      name: "Al",
      password: "long enough now",
    });
    expect(first.status).toBe(200);

    await post("/phone-number/send-otp", { phoneNumber });
    const again = await post("/phone-number/verify", {
      phoneNumber,
      code: await sms.codeFor(phoneNumber),
      name: "Someone Else",
      password: "another password",
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      code: "PHONE_NUMBER_TAKEN",
      message: "This phone number already has an account. Sign in instead.",
    });
  });

  it("says so when the SMS service refuses the message", async () => {
    sms.failNext();
    const response = await post("/phone-number/send-otp", { phoneNumber: freshNumber() });
    expect(response.status).toBe(502);
    const body = (await response.json()) as AuthError;
    expect(body.code).toBe("SMS_FAILED");
    expect(body.message).toMatch(
      /refused the message \(HTTP 400: 'To' number .* is not a valid mobile number\)/,
    );
  });

  it("a guest who signs up with a phone number keeps the movie they started", async () => {
    const anonymous = await post("/sign-in/anonymous", {});
    const guestCookie = cookieFrom(anonymous);
    const movie = await t.request("/api/movies", {
      method: "POST",
      json: { title: "Texted Home" },
      headers: { cookie: guestCookie },
    });
    expect(movie.status).toBe(201);

    const phoneNumber = freshNumber();
    await post("/phone-number/send-otp", { phoneNumber }, guestCookie);
    const created = await post(
      "/phone-number/verify",
      {
        phoneNumber,
        code: await sms.codeFor(phoneNumber),
        name: "Gus Guest",
        password: "kept my movie",
      },
      guestCookie,
    );
    expect(created.status).toBe(200);
    const movies = await t.request("/api/movies", { headers: { cookie: cookieFrom(created) } });
    expect(((await movies.json()) as { title: string }[]).map((m) => m.title)).toEqual([
      "Texted Home",
    ]);
  });
});

describe("text message codes are limited per network", () => {
  let t: TestApp;
  let sms: FakeSms;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    sms = await startFakeSms();
    t = await createTestApp({ ...fakeSmsEnv(sms), RATE_LIMITS: "true" });
    await t.services.database.db.delete(rateLimit);
    server = await t.listen();
  });
  afterAll(async () => {
    await server.close();
    await t.close();
    await sms.close();
  });

  it("five codes in ten minutes from one address, then 429 and nothing more is texted", async () => {
    const from = "127.0.9.7";
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof httpRequest>> | undefined;
    for (let i = 0; i < 7; i += 1) {
      const answer = await httpRequest(`${server.url}/api/auth/phone-number/send-otp`, {
        from,
        json: { phoneNumber: freshNumber() },
      });
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(sms.messages).toHaveLength(5);
    expect((refused?.json() as AuthError).message).toBe(
      "Too many text message codes asked for from your network. Please wait a little and try again.",
    );
  });
});
