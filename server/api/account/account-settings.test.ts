import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInSessions } from "#contracts/account-settings.ts";
import {
  cookieFrom,
  createTestApp,
  uniqueEmail,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { mailOutbox, session as sessionTable, user } from "#server/db/schema/index.ts";

const PASSWORD = "correct horse battery";
const FIREFOX =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0";

async function mailsTo(t: TestApp, to: string) {
  return t.services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
}

describe("account settings: sessions, re-authentication, email change", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A second sign-in of the same account from another browser.
  async function signInElsewhere(who: Session, userAgent = FIREFOX): Promise<Session> {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: who.email, password: PASSWORD },
      headers: { "user-agent": userAgent },
    });
    expect(response.status).toBe(200);
    return { ...who, cookie: cookieFrom(response) };
  }

  async function sessionsOf(who: Session) {
    const response = await t.request("/api/account/sessions", { as: who });
    expect(response.status).toBe(200);
    return ((await response.json()) as SignedInSessions).sessions;
  }

  it("lists where the account is signed in, the current session first", async () => {
    const here = await t.signUp({ password: PASSWORD });
    await signInElsewhere(here);
    const sessions = await sessionsOf(here);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.current).toBe(true);
    expect(sessions[1]).toMatchObject({ current: false, device: "Firefox on macOS" });
    // In-process requests have no client address: no country rather than a guess.
    expect(sessions[1]?.country).toBeNull();
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
  });

  it("signs out one other session: its cookie answers 401 at once", async () => {
    const here = await t.signUp({ password: PASSWORD });
    const there = await signInElsewhere(here);
    const other = (await sessionsOf(here)).find((s) => !s.current);
    const out = await t.request(`/api/account/sessions/${other?.id ?? ""}`, {
      method: "DELETE",
      as: here,
    });
    expect(out.status).toBe(204);
    expect((await t.request("/api/movies", { as: there })).status).toBe(401);
    expect((await t.request("/api/movies", { as: here })).status).toBe(200);
  });

  it("refuses to sign out the current session there, and another account's session", async () => {
    const here = await t.signUp({ password: PASSWORD });
    const stranger = await t.signUp({ password: PASSWORD });
    const current = (await sessionsOf(here))[0];
    const own = await t.request(`/api/account/sessions/${current?.id ?? ""}`, {
      method: "DELETE",
      as: here,
    });
    expect(own.status).toBe(400);
    const theirs = (await sessionsOf(stranger))[0];
    const foreign = await t.request(`/api/account/sessions/${theirs?.id ?? ""}`, {
      method: "DELETE",
      as: here,
    });
    expect(foreign.status).toBe(404);
    expect((await t.request("/api/movies", { as: stranger })).status).toBe(200);
  });

  it("signs out everywhere else", async () => {
    const here = await t.signUp({ password: PASSWORD });
    const a = await signInElsewhere(here);
    const b = await signInElsewhere(here);
    const response = await t.request("/api/account/sessions/sign-out-others", {
      method: "POST",
      as: here,
      json: {},
    });
    expect(await response.json()).toEqual({ signedOut: 2 });
    expect((await t.request("/api/movies", { as: a })).status).toBe(401);
    expect((await t.request("/api/movies", { as: b })).status).toBe(401);
    expect((await t.request("/api/movies", { as: here })).status).toBe(200);
  });

  it("asks for the password again before changing the email of an old sign-in, then confirms from the new address and tells the old one", async () => {
    const here = await t.signUp({ password: PASSWORD });
    const db = t.services.database.db;
    // A sign-in of twenty minutes ago is not fresh enough for a sensitive change.
    await db
      .update(sessionTable)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessionTable.userId, here.userId));
    const newEmail = uniqueEmail("moved");
    const change = () =>
      t.request("/api/auth/change-email", {
        method: "POST",
        as: here,
        json: { newEmail, callbackURL: "/app/account" },
      });
    const stale = await change();
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { code: string }).code).toBe("SESSION_NOT_FRESH");

    const wrong = await t.request("/api/account/reauthenticate", {
      method: "POST",
      as: here,
      json: { password: "not my password" },
    });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as ErrorBody).error.code).toBe("wrong_password");
    const right = await t.request("/api/account/reauthenticate", {
      method: "POST",
      as: here,
      json: { password: PASSWORD },
    });
    expect(right.status).toBe(204);
    expect((await change()).status).toBe(200);

    const [confirm] = await mailsTo(t, newEmail);
    expect(confirm?.subject).toBe("Confirm your new email for Lifescript");
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?token=\S+)/.exec(
      confirm?.text ?? "",
    )?.[1];
    // Nothing changes before the new address confirms.
    const [before] = await db.select().from(user).where(eq(user.id, here.userId));
    expect(before?.email).toBe(here.email);
    expect((await mailsTo(t, here.email)).map((m) => m.subject)).not.toContain(
      "Your Lifescript email was changed",
    );

    const opened = await t.request(link ?? "", { redirect: "manual" });
    expect([200, 302]).toContain(opened.status);
    const [after] = await db.select().from(user).where(eq(user.id, here.userId));
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    const told = (await mailsTo(t, here.email)).filter(
      (m) => m.subject === "Your Lifescript email was changed",
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(newEmail);

    // The link a second time changes nothing and tells nobody again.
    await t.request(link ?? "", { redirect: "manual" });
    expect(
      (await mailsTo(t, here.email)).filter(
        (m) => m.subject === "Your Lifescript email was changed",
      ),
    ).toHaveLength(1);
  });

  it("refuses guests", async () => {
    const guest = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    const as = { cookie: cookieFrom(guest), token: "", userId: "", email: "" };
    const response = await t.request("/api/account/sessions", { as });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error.code).toBe("guest_not_allowed");
  });
});
