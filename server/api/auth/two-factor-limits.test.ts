import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieFrom,
  createTestApp,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { totp } from "#tests/e2e/totp.ts";
import { eq, sql } from "drizzle-orm";
import { rateLimit } from "#server/db/schema/index.ts";

const PASSWORD = "correct horse battery";

// The codes of two-step sign-in are counted per account, as passwords are: 5 tries, then a wait
// that doubles, across every new challenge (a sign-in with the password again does not start the
// count again). Before, one client tried 58 wrong codes in a minute.
describe("two-step sign-in codes wait per account", () => {
  let t: TestApp;
  let alice: Session;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: "true" });
    alice = await t.signUp({ password: PASSWORD });
    const enabled = await t.request("/api/auth/two-factor/enable", {
      method: "POST",
      as: alice,
      json: { password: PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    key = new URL(totpURI).searchParams.get("secret") ?? "";
    const verified = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      as: alice,
      json: { code: totp(key) },
    });
    expect(verified.status).toBe(200);
  });
  afterAll(() => t.close());

  // The password step: the cookie that names the pending two-step sign-in.
  const challenge = async () => {
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: alice.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    return cookieFrom(signIn);
  };
  const tryCode = (cookie: string, code: string) =>
    t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      headers: { cookie },
      json: { code },
    });
  // The account's row in the rate limits (server/limits/sign-in-delay.ts).
  const counted = async () => {
    const [row] = await t.services.database.db
      .select({ count: rateLimit.count })
      .from(rateLimit)
      .where(eq(rateLimit.key, `auth.two-factor-account:${alice.userId}`));
    return row?.count;
  };
  const moveBack = (ms: number) =>
    t.services.database.db
      .update(rateLimit)
      .set({ lastRequest: sql`${rateLimit.lastRequest} - ${ms}` })
      .where(eq(rateLimit.key, `auth.two-factor-account:${alice.userId}`));
  const wrong = () => (totp(key) === "000000" ? "111111" : "000000");

  it("five wrong codes, then a wait that doubles, whatever the challenge", async () => {
    let cookie = await challenge();
    for (let n = 0; n < 5; n++) {
      const answer = await tryCode(cookie, wrong());
      expect(answer.status, `attempt ${n + 1}`).not.toBe(429);
      // Better Auth ends a challenge after a few wrong codes: the password starts a new one.
      if (answer.status === 400) cookie = await challenge();
    }
    const refused = await tryCode(cookie, wrong());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Too many wrong codes for this account. Try again in 1 second.",
    );

    // The wait is over (moved back in time rather than slept through): one more wrong code is
    // let through, and the next waits twice as long.
    await moveBack(2000);
    cookie = await challenge();
    expect((await tryCode(cookie, wrong())).status).not.toBe(429);
    const doubled = await tryCode(cookie, wrong());
    expect(doubled.status).toBe(429);
    expect(doubled.headers.get("retry-after")).toBe("2");

    // A new challenge from the password does not start the count again, and even the right code
    // waits its turn.
    cookie = await challenge();
    expect((await tryCode(cookie, totp(key))).status).toBe(429);

    // After the wait, the right code signs in, and the account's count starts again.
    await moveBack(3000);
    const signedIn = await tryCode(cookie, totp(key));
    expect(signedIn.status).toBe(200);
    expect(await counted()).toBeUndefined();
  });
});
