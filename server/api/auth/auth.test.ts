import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, user } from "#server/db/schema/index.ts";
import {
  cookieFrom,
  createTestApp,
  uniqueEmail,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

async function latestMailTo(t: TestApp, to: string) {
  const rows = await t.services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
  return rows[0];
}

describe("sign-up, sign-in, verification and password reset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Accounts made before sign-up waited for its mailed link have unconfirmed addresses; the app
  // still offers them a confirmation link.
  async function unconfirmedAccount(name?: string) {
    const session = await t.signUp(name ? { name } : {});
    await t.services.database.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.id, session.userId));
    return session;
  }

  async function askConfirmation(session: Session) {
    const asked = await t.request("/api/auth/send-verification-email", {
      method: "POST",
      as: session,
      json: { email: session.email, callbackURL: "/app?email=confirmed" },
    });
    expect(asked.status).toBe(200);
    const mail = await latestMailTo(t, session.email);
    expect(mail?.subject).toBe("Confirm your email for Lifescript");
    return mail;
  }

  it("an unconfirmed address is confirmed by its mailed link", async () => {
    const session = await unconfirmedAccount("Rosa");
    const mail = await askConfirmation(session);
    const link = mail?.text.match(
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+/,
    )?.[0];
    expect(link).toBeDefined();

    const me = await t.request("/api/auth/get-session", { as: session });
    const body = (await me.json()) as { user: { email: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ email: session.email, emailVerified: false });

    const verify = await t.request(link!.replace("http://localhost:3000", ""), {
      redirect: "manual",
    });
    expect([200, 302]).toContain(verify.status);
    const after = (await (await t.request("/api/auth/get-session", { as: session })).json()) as {
      user: { emailVerified: boolean };
    };
    expect(after.user.emailVerified).toBe(true);
  });

  it("signs in with the right password only", async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: "a good long password" });
    const wrong = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "not it at all" },
    });
    expect(wrong.status).toBe(401);
    const right = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "a good long password" },
    });
    expect(right.status).toBe(200);
    const cookie = cookieFrom(right);
    expect(cookie).toMatch(/session_token=/);
    const movies = await t.request("/api/movies", { headers: { cookie } });
    expect(movies.status).toBe(200);
    expect(await movies.json()).toEqual([]);
  });

  it("signs out: the cookie stops working", async () => {
    const session = await t.signUp();
    const out = await t.request("/api/auth/sign-out", { method: "POST", as: session, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request("/api/movies", { as: session })).status).toBe(401);
  });

  it("resets a password through the emailed link to /auth/reset-password", async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: "the old password" });
    const ask = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
    });
    expect(ask.status).toBe(200);
    const mail = await latestMailTo(t, email);
    expect(mail?.subject).toBe("Reset your Lifescript password");
    const token = mail?.text.match(/\/auth\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "the new password" },
    });
    expect(reset.status).toBe(200);
    const oldOne = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "the old password" },
    });
    expect(oldOne.status).toBe(401);
    const newOne = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "the new password" },
    });
    expect(newOne.status).toBe(200);
    const reused = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "another password" },
    });
    expect(reused.status).toBe(400);
  });

  it("rejects a short password at sign-up", async () => {
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: uniqueEmail(), password: "short", name: "X" },
    });
    expect(response.status).toBe(400);
  });

  // Two ways in for one account: the browser of sign-up (cookie) and an API client (bearer).
  async function twoSessions(password: string) {
    const email = uniqueEmail("sessions");
    const browser = await t.signUp({ email, password });
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
    });
    const apiToken = signIn.headers.get("set-auth-token") ?? "";
    expect(apiToken).not.toBe("");
    const works = async (headers: Record<string, string>) =>
      (await t.request("/api/movies", { headers })).status === 200;
    expect(await works({ cookie: browser.cookie })).toBe(true);
    expect(await works({ authorization: `Bearer ${browser.token}` })).toBe(true);
    expect(await works({ authorization: `Bearer ${apiToken}` })).toBe(true);
    return { email, browser, apiToken, works };
  }

  it("a password reset ends every session: old cookies and bearer tokens stop working", async () => {
    const { email, browser, apiToken, works } = await twoSessions("the old password");
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
    });
    const token = (await latestMailTo(t, email))?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "the new password" },
    });
    expect(reset.status).toBe(200);
    expect(await works({ cookie: browser.cookie })).toBe(false);
    expect(await works({ authorization: `Bearer ${browser.token}` })).toBe(false);
    expect(await works({ authorization: `Bearer ${apiToken}` })).toBe(false);
  });

  it("a password change ends every other session, even when the client asks to keep them", async () => {
    const { browser, apiToken, works } = await twoSessions("the old password");
    const change = await t.request("/api/auth/change-password", {
      method: "POST",
      as: browser,
      json: {
        currentPassword: "the old password",
        newPassword: "the new password",
        revokeOtherSessions: false,
      },
    });
    expect(change.status).toBe(200);
    expect(await works({ authorization: `Bearer ${apiToken}` })).toBe(false);
    expect(await works({ cookie: browser.cookie })).toBe(false);
    // The browser that made the change goes on with the fresh session it was given.
    const fresh = cookieFrom(change);
    expect(fresh).toMatch(/session_token=/);
    expect(await works({ cookie: fresh })).toBe(true);
    expect(await works({ authorization: `Bearer ${change.headers.get("set-auth-token")}` })).toBe(
      true,
    );
  });

  it("the sign-up mails carry nothing the sign-up wrote, so they cannot relay a message", async () => {
    const name = "Claim your prize at prizes-now.example today";
    const fresh = await t.signUp({ name });
    const finishMail = (
      await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, fresh.email))
    ).find((m) => m.subject === "Finish creating your Lifescript account");
    const again = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: fresh.email, password: "another long password", name },
    });
    expect(again.status).toBe(200);
    const attemptMail = await latestMailTo(t, fresh.email);
    expect(attemptMail?.subject).toBe("You already have a Lifescript account");
    for (const mail of [finishMail, attemptMail]) {
      for (const part of [mail?.subject, mail?.text, mail?.html]) {
        expect(part).not.toMatch(/prize/i);
      }
    }
  });

  it.each([
    ["x".repeat(101), "Keep your name under 100 characters."],
    ["Rosa\nYour account is locked: call 555-0100", "Your name cannot contain line breaks"],
    ["   ", "Enter your name."],
  ])("sign-up refuses the name %j with a message saying why", async (name, message) => {
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: uniqueEmail("name"), password: "a good long password", name },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });

  it("the reset mail greets by name only once the address is confirmed, cut to a greeting", async () => {
    const name = "Rosa Louise McCauley Parks of Tuskegee, Alabama";
    const session = await unconfirmedAccount(name);
    const askReset = () =>
      t.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: session.email, redirectTo: "/auth/reset-password" },
      });

    await askReset();
    const unconfirmed = await latestMailTo(t, session.email);
    expect(unconfirmed?.subject).toBe("Reset your Lifescript password");
    expect(unconfirmed?.text).toMatch(/^Hi,\n/);

    const verifyMail = await askConfirmation(session);
    const link = verifyMail?.text.match(/\/api\/auth\/verify-email\?token=\S+/)?.[0];
    await t.request(link ?? "", { redirect: "manual" });
    await askReset();
    const confirmed = await latestMailTo(t, session.email);
    expect(confirmed?.text).toMatch(/^Hi Rosa Louise McCauley Parks of Tuskegee…,\n/);
    expect(confirmed?.html).toContain("Rosa Louise McCauley Parks of Tuskegee…");
  });
});
