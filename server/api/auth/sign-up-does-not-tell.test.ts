import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, user, verification } from "#server/db/schema/index.ts";
import { cookieFrom, createTestApp, uniqueEmail, type TestApp } from "#tests/factories/test-app.ts";

// Sign-up answers the same whether the address has an account or not; the account is made from
// the link mailed to a new address, and the owner of a known one is mailed a word about it.
describe("sign-up does not tell whether an address has an account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, password = "a new long password", name = "Rosa") =>
    t.request("/api/auth/sign-up/email", { method: "POST", json: { email, password, name } });

  const mailsTo = (to: string) =>
    t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt));

  const usersWith = (email: string) =>
    t.services.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));

  // What a client can see of an answer: status, headers that matter, cookies, body.
  async function seen(response: Response) {
    return {
      status: response.status,
      contentType: response.headers.get("content-type"),
      cookies: response.headers.getSetCookie().map((c) => c.split("=")[0]),
      token: response.headers.get("set-auth-token"),
      body: await response.json(),
    };
  }

  it("a known and a new address get the same answer, with no account and no session", async () => {
    const known = uniqueEmail("known");
    await t.signUp({ email: known, password: "the owner's password" });
    const fresh = uniqueEmail("fresh");

    const forKnown = await seen(await signUp(known));
    const forFresh = await seen(await signUp(fresh));
    expect(forKnown).toEqual(forFresh);
    expect(forFresh).toEqual({
      status: 200,
      contentType: expect.stringContaining("application/json") as string,
      cookies: [],
      token: null,
      body: { token: null, user: null },
    });
    // In capitals: the same address, the same answer.
    expect(await seen(await signUp(known.toUpperCase()))).toEqual(forFresh);

    // Neither sign-up made an account a password gets into.
    expect(await usersWith(known)).toHaveLength(1);
    expect(await usersWith(fresh)).toHaveLength(0);
    for (const [email, password] of [
      [known, "a new long password"],
      [fresh, "a new long password"],
    ] as const) {
      const signIn = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password },
      });
      expect(signIn.status).toBe(401);
    }
  });

  it("takes about as long for a known address as for a new one", async () => {
    const known = uniqueEmail("timed-known");
    await t.signUp({ email: known });
    const times = { known: [] as number[], fresh: [] as number[] };
    for (let round = 0; round < 5; round += 1) {
      for (const kind of ["known", "fresh"] as const) {
        const started = performance.now();
        const response = await signUp(kind === "known" ? known : uniqueEmail("timed-fresh"));
        expect(response.status).toBe(200);
        times[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] as number;
    // Both hash the password and write one row and one mail: the same order of magnitude.
    const ratio = median(times.known) / median(times.fresh);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it("mails the owner of a known address a way in, and changes nothing in the account", async () => {
    const email = uniqueEmail("owner");
    const owner = await t.signUp({ email, password: "the owner's password" });
    const before = await mailsTo(email);
    expect((await signUp(email, "a stranger's password", "Mallory")).status).toBe(200);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before.length + 1);
    const mail = mails[0];
    expect(mail?.subject).toBe("You already have a Lifescript account");
    expect(mail?.text).toContain("Someone just tried to create a Lifescript account");
    expect(mail?.text).toContain("http://localhost:3000/auth/login");
    expect(mail?.text).not.toContain("Mallory");
    expect(mail?.html).toContain('href="http://localhost:3000/auth/login"');

    // The owner's session and password still work.
    expect((await t.request("/api/movies", { as: owner })).status).toBe(200);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "the owner's password" },
    });
    expect(signIn.status).toBe(200);

    // The reset link in the mail chooses a new password.
    const token = mail?.text.match(/\/auth\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "the owner's new password" },
    });
    expect(reset.status).toBe(200);
    const withNew = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "the owner's new password" },
    });
    expect(withNew.status).toBe(200);
  });

  it("a new address gets the link that makes its account: confirmed, signed in, once", async () => {
    const email = uniqueEmail("new");
    expect((await signUp(email, "my chosen password", "Ines")).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Finish creating your Lifescript account");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/finish-signup\?token=[\w-]+/);

    const finished = await t.finishSignUp(email);
    expect(finished.status).toBe(200);
    const body = (await finished.json()) as { user: { id: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ emailVerified: true });
    const cookie = cookieFrom(finished);
    const session = (await (
      await t.request("/api/auth/get-session", { headers: { cookie } })
    ).json()) as { user: { id: string; name: string; email: string; emailVerified: boolean } };
    expect(session.user).toMatchObject({
      id: body.user.id,
      name: "Ines",
      email,
      emailVerified: true,
    });

    // The password chosen at sign-up is the account's.
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "my chosen password" },
    });
    expect(signIn.status).toBe(200);

    // The link works once.
    const again = await t.finishSignUp(email);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe("SIGN_UP_LINK_USED");
    expect(await usersWith(email)).toHaveLength(1);
  });

  it("of two links to one new address, the first opened makes the account; the other says so", async () => {
    const email = uniqueEmail("twice");
    await signUp(email, "first password");
    const firstMail = (await mailsTo(email))[0];
    await signUp(email, "second password");
    expect((await t.finishSignUp(email)).status).toBe(200);
    const firstToken = firstMail?.text.match(/finish-signup\?token=([\w-]+)/)?.[1];
    const late = await t.request("/api/auth/sign-up/finish", {
      method: "POST",
      json: { token: firstToken },
    });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { code: string }).code).toBe("SIGN_UP_ALREADY_FINISHED");
    expect(await usersWith(email)).toHaveLength(1);
  });

  it("an expired link makes no account and says to sign up again", async () => {
    const email = uniqueEmail("late");
    await signUp(email);
    const token = (await mailsTo(email))[0]?.text.match(/finish-signup\?token=([\w-]+)/)?.[1];
    await t.services.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `sign-up:${token}`));
    const late = await t.request("/api/auth/sign-up/finish", {
      method: "POST",
      json: { token },
    });
    expect(late.status).toBe(400);
    const error = (await late.json()) as { code: string; message: string };
    expect(error).toEqual({
      code: "SIGN_UP_LINK_EXPIRED",
      message: "This link has expired. Sign up again and we'll send you a new one.",
    });
    expect(await usersWith(email)).toHaveLength(0);
  });

  it("still says what to fix, the same for every address", async () => {
    const known = uniqueEmail("rules");
    await t.signUp({ email: known });
    for (const email of [known, uniqueEmail("rules-new")]) {
      const short = await signUp(email, "short");
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
      const badAddress = await t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { email: "not an address", password: "a long password", name: "R" },
      });
      expect(badAddress.status).toBe(400);
      expect(await badAddress.json()).toMatchObject({ code: "INVALID_EMAIL" });
    }
  });
});
