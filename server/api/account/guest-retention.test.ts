import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "#tests/factories/test-app.ts";
import { movies, session, user } from "#server/db/schema/index.ts";
import { purgeIdleGuests } from "#server/domain/account/purge-guests.ts";
import { logger } from "#server/logger.ts";

describe("guests who never made an account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const startGuest = async () => {
    const anon = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    expect(anon.status).toBe(200);
    const cookie = cookieFrom(anon);
    const id = ((await anon.json()) as { user: { id: string } }).user.id;
    const created = await t.request("/api/movies", {
      method: "POST",
      headers: { cookie },
      json: { title: "My Summer of 1989" },
    });
    expect(created.status).toBe(201);
    return { id, cookie };
  };
  const db = () => t.services.database.db;
  const exists = async (id: string) =>
    (await db().select({ id: user.id }).from(user).where(eq(user.id, id))).length === 1;

  it("lose their movie 30 days after they last used it, not before", async () => {
    const idle = await startGuest();
    const recent = await startGuest(); // joined long ago, but came back this week
    const fresh = await startGuest();
    const daysAgo = (n: number) => sql`now() - ${`${n} days`}::interval`;
    await db()
      .update(user)
      .set({ createdAt: daysAgo(40) })
      .where(eq(user.id, idle.id));
    await db()
      .update(session)
      .set({ updatedAt: daysAgo(31) })
      .where(eq(session.userId, idle.id));
    await db()
      .update(user)
      .set({ createdAt: daysAgo(40) })
      .where(eq(user.id, recent.id));
    await db()
      .update(session)
      .set({ updatedAt: daysAgo(3) })
      .where(eq(session.userId, recent.id));

    const { database, storage, mailer } = t.services;
    const removed = await purgeIdleGuests({
      db: database.db,
      storage,
      mailer,
      logger,
      baseUrl: t.services.env.baseUrl,
    });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await exists(idle.id)).toBe(false);
    expect(await db().select().from(movies).where(eq(movies.userId, idle.id))).toEqual([]);
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(fresh.id)).toBe(true);
  });

  it("may delete their own data at once with their (fresh) guest session, no password", async () => {
    const guest = await startGuest();
    const response = await t.request("/api/account", {
      method: "DELETE",
      headers: { cookie: guest.cookie },
      json: { confirm: "DELETE" },
    });
    expect(response.status).toBe(204);
    expect(await exists(guest.id)).toBe(false);
  });

  it("an account without a password needs a sign-in of the last 10 minutes", async () => {
    const guest = await startGuest();
    await db()
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, guest.id));
    const response = await t.request("/api/account", {
      method: "DELETE",
      headers: { cookie: guest.cookie },
      json: { confirm: "DELETE" },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "reauthentication_required",
    );
    expect(await exists(guest.id)).toBe(true);
  });
});
