import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, rateLimit, session } from "#server/db/schema/index.ts";
import { httpRequest } from "#tests/factories/http-client.ts";
import { createTestApp, uniqueEmail, type TestApp } from "#tests/factories/test-app.ts";
import { createApi } from "#server/app.ts";

// Each test plays its clients from its own loopback addresses (127.0.0.x reaches the server on
// Linux), so the address counts of one test never touch another's.
let nextHost = 10;
const newClient = () => `127.0.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 2}`;

type AuthError = { code: string; message: string };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// One app with its limits on, on a real loopback socket, for every test of this file.
let t: TestApp;
let server: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: "true" });
  // A PostgreSQL test database outlives a run: earlier runs' counts must not leak in.
  await t.services.database.db.delete(rateLimit);
  server = await t.listen();
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe("sign-in limits over real sockets (TRUST_PROXY off)", () => {
  const signIn = (from: string, json: unknown, headers: Record<string, string> = {}) =>
    httpRequest(`${server.url}/api/auth/sign-in/email`, { from, json, headers });

  it("15 wrong passwords, each with a new X-Forwarded-For, meet a 429 after the tenth", async () => {
    const attacker = newClient();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 15; i += 1) {
      // A new account each time too, so only the address limit is in play.
      const answer = await signIn(
        attacker,
        { email: uniqueEmail("spray"), password: "guess number one" },
        { "x-forwarded-for": `203.0.113.${i + 1}` },
      );
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused?.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((refused?.json() as AuthError).code).toBe("RATE_LIMITED");
  });

  it("a client that hit its limit does not stop another client from signing in", async () => {
    const email = uniqueEmail("other-client");
    await t.signUp({ email, password: "my own good password" });
    const attacker = newClient();
    for (let i = 0; i < 11; i += 1) {
      await signIn(attacker, { email: uniqueEmail("spray"), password: "wrong guess" });
    }
    expect((await signIn(attacker, { email, password: "my own good password" })).status).toBe(429);
    const someoneElse = newClient();
    expect((await signIn(someoneElse, { email, password: "my own good password" })).status).toBe(
      200,
    );
  });

  it("requests without a trusted address do not share one bucket", async () => {
    // Before, every request Better Auth could not place fell into one bucket per path.
    const email = uniqueEmail("no-header");
    await t.signUp({ email, password: "my own good password" });
    for (let i = 0; i < 11; i += 1) {
      await signIn(newClient(), { email: uniqueEmail("spray"), password: "wrong guess" });
    }
    expect((await signIn(newClient(), { email, password: "my own good password" })).status).toBe(
      200,
    );
  });

  it("Better Auth records the socket's address in the session, not the client's header", async () => {
    const email = uniqueEmail("ip");
    await t.signUp({ email, password: "my own good password" });
    const from = newClient();
    const answer = await signIn(
      from,
      { email, password: "my own good password" },
      { "x-forwarded-for": "203.0.113.77", "x-lifescript-client-address": "203.0.113.78" },
    );
    expect(answer.status).toBe(200);
    const { token } = answer.json() as { token: string };
    const [row] = await t.services.database.db
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .where(eq(session.token, token));
    expect(row?.ipAddress).toBe(from);
  });

  it("one account's wrong passwords wait longer and longer, from any address", async () => {
    const email = uniqueEmail("victim");
    await t.signUp({ email, password: "the owner's password" });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await signIn(newClient(), { email, password: `guess ${i} here` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // From here each guess must wait for the one before: 1 s, then 2 s, ... A guess sent at once is
    // refused (should a slow machine let one through after its second, the next one is).
    let refused: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 5; i < 8 && !refused; i += 1) {
      const answer = await signIn(newClient(), { email, password: `guess ${i} here` });
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(401);
    }
    expect(refused?.status).toBe(429);
    const wait = Number(refused?.headers["retry-after"]);
    expect([1, 2]).toContain(wait);
    expect((refused?.json() as AuthError).message).toMatch(
      /Too many wrong passwords for this account/,
    );

    // A browser that never signed in waits too, even with the right password ...
    const stranger = newClient();
    expect((await signIn(stranger, { email, password: "the owner's password" })).status).toBe(429);
    // ... until the wait has passed; then the right password works and the count starts again.
    await sleep(wait * 1000 + 100);
    expect((await signIn(stranger, { email, password: "the owner's password" })).status).toBe(200);
    expect((await signIn(newClient(), { email, password: "wrong again" })).status).toBe(401);
    expect((await signIn(newClient(), { email, password: "wrong again" })).status).toBe(401);
  });

  it("the owner's browser, known from an earlier sign-in, is not held up by someone else's guesses", async () => {
    const email = uniqueEmail("owner");
    await t.signUp({ email, password: "the owner's password" });
    const ownerBrowser = newClient();
    const first = await signIn(ownerBrowser, { email, password: "the owner's password" });
    expect(first.status).toBe(200);
    const knownDevice = first.cookies
      .split("; ")
      .find((c) => c.startsWith("lifescript_known_device="));
    expect(knownDevice).toBeDefined();

    // Someone guessing from everywhere: five free attempts, then 1 s, then 2 s between guesses.
    for (let i = 0; i < 5; i += 1) await signIn(newClient(), { email, password: `guess ${i}` });
    await sleep(1100);
    expect((await signIn(newClient(), { email, password: "guess 5" })).status).toBe(401);
    const early = await signIn(newClient(), { email, password: "guess 6" });
    // Retry-After counts the seconds left of the 2 s wait: 2, or 1 when the slow password check of
    // a busy machine took part of it.
    expect(early.status).toBe(429);
    expect(["1", "2"]).toContain(early.headers["retry-after"]);
    await sleep(2100);
    expect((await signIn(newClient(), { email, password: "guess 6" })).status).toBe(401);

    // Now every browser without the note waits 4 s, even with the right password ...
    expect((await signIn(newClient(), { email, password: "the owner's password" })).status).toBe(
      429,
    );
    // ... but the owner's does not.
    const again = await signIn(
      ownerBrowser,
      { email, password: "the owner's password" },
      { cookie: knownDevice ?? "" },
    );
    expect(again.status).toBe(200);
    // Another account's note does not vouch for this one.
    const forged = knownDevice?.replace(/=[0-9a-f]{8}/, "=00000000") ?? "";
    expect(
      (await signIn(newClient(), { email, password: "the owner's password" }, { cookie: forged }))
        .status,
    ).toBe(429);
  });

  it("a password reset lets the owner sign in again at once", async () => {
    const email = uniqueEmail("reset");
    await t.signUp({ email, password: "the forgotten password" });
    for (let i = 0; i < 7; i += 1) await signIn(newClient(), { email, password: `guess ${i}` });
    expect((await signIn(newClient(), { email, password: "the forgotten password" })).status).toBe(
      429,
    );
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
    });
    const token = await latestResetToken(email);
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a brand new password" },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(newClient(), { email, password: "a brand new password" })).status).toBe(
      200,
    );
  });

  it("a burst of parallel guesses gets no more through than the limits allow", async () => {
    const email = uniqueEmail("burst");
    await t.signUp({ email, password: "the owner's password" });
    // One address, twelve guesses at once at one account: the account lets five through, and one
    // more for each wait (1 s, 2 s, ...) that passes while the burst is served.
    const from = newClient();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(from, { email, password: `burst ${i}` })),
    );
    const seconds = (Date.now() - started) / 1000;
    const through = answers.filter((a) => a.status === 401).length;
    expect(through).toBeGreaterThanOrEqual(5);
    expect(through).toBeLessThanOrEqual(5 + Math.floor(Math.log2(seconds + 1)));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - through);
    // Twelve at once from another address at twelve accounts: the address lets ten through.
    const sprayer = newClient();
    const spray = await Promise.all(
      Array.from({ length: 12 }, () =>
        signIn(sprayer, { email: uniqueEmail("s"), password: "wrong" }),
      ),
    );
    expect(spray.filter((a) => a.status === 401)).toHaveLength(10);
    expect(spray.filter((a) => a.status === 429)).toHaveLength(2);
  });

  it("counts in the database, so every app instance on it shares the limit", async () => {
    const second = createApi(t.services);
    const from = newClient();
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(from, { email: uniqueEmail("s"), password: "wrong" })).status).toBe(401);
    }
    // The same client reaching another instance (in-process here: it has no socket, so it plays
    // the address through a trusted proxy header instead) is counted in the same row.
    const viaOther = await second.request(
      "/api/auth/sign-in/email",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify({ email: uniqueEmail("s"), password: "wrong" }),
      },
      { incoming: { socket: { remoteAddress: from } } },
    );
    expect(viaOther.status).toBe(429);
  });
});

async function latestResetToken(email: string): Promise<string> {
  const [mail] = await t.services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("no reset mail");
  return token;
}

describe("other auth limits", () => {
  const post = (path: string, from: string, json: unknown) =>
    httpRequest(`${server.url}/api/auth${path}`, { from, json });

  it("starts at most 20 guest sessions an hour from one address", async () => {
    const from = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await post("/sign-in/anonymous", from, {})).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect((await post("/sign-in/anonymous", newClient(), {})).status).toBe(200);
  });

  it("creates at most 10 accounts an hour from one address", async () => {
    const from = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const json = { email: uniqueEmail("many"), password: "a long password", name: "Many" };
      statuses.push((await post("/sign-up/email", from, json)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it("sends one address at most 3 reset mails an hour, whoever asks", async () => {
    const email = uniqueEmail("mailbomb");
    await t.signUp({ email });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const json = { email, redirectTo: "/auth/reset-password" };
      statuses.push((await post("/request-password-reset", newClient(), json)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
