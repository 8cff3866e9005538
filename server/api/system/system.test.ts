import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf } from "#server/db/rows-of.ts";
import { notFoundEvents } from "#server/db/schema/index.ts";
import { READINESS_TIMEOUT_MS } from "#server/domain/system/check-database.ts";
import {
  createTestApp,
  uniqueEmail,
  type ErrorBody,
  type TestApp,
} from "#tests/factories/test-app.ts";

describe("system endpoints and conventions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports health with a database check", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: t.services.database.kind });
  });

  it("answers readiness 503 while the database does not answer, liveness 200 all along", async () => {
    const ping = vi.spyOn(t.services.database, "ping");
    ping.mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    const refused = await t.request("/api/health/ready");
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("unavailable");
    expect((await t.request("/api/health")).status).toBe(503);
    expect(await (await t.request("/api/health/live")).json()).toEqual({ status: "ok" });

    // A database that hangs (PostgreSQL stopped mid-connection) is not ready either, promptly.
    ping.mockReturnValue(new Promise<void>(() => {}));
    const started = performance.now();
    const hanging = await t.request("/api/health/ready");
    expect(hanging.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1000);
    expect((await t.request("/api/health/live")).status).toBe(200);

    ping.mockRestore();
    expect((await t.request("/api/health/ready")).status).toBe(200);
  });

  it("is not ready while shutting down, with storage that cannot be written, or before migrations", async () => {
    t.services.lifecycle.draining = true;
    const draining = await t.request("/api/health/ready");
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as ErrorBody).error.message).toBe(
      "This server is shutting down",
    );
    expect((await t.request("/api/health/live")).status).toBe(200);
    t.services.lifecycle.draining = false;

    // A fresh app: its storage is probed at the first readiness check.
    const other = await createTestApp();
    try {
      const write = vi.spyOn(other.services.storage, "write");
      write.mockRejectedValue(new Error("EACCES: permission denied"));
      const unwritable = await other.request("/api/health/ready");
      expect(unwritable.status).toBe(503);
      expect(((await unwritable.json()) as ErrorBody).error.message).toBe(
        "Media storage cannot be written",
      );
      write.mockRestore();
      expect((await other.request("/api/health/ready")).status).toBe(200);

      // A newer server migrated away from under this one's feet is fine; a missing migration is
      // not. (The shared PostgreSQL test database gets its row back at once.)
      const db = other.services.database.db;
      const [row] = rowsOf<{ id: number; hash: string; created_at: string }>(
        await db.execute(
          sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
        ),
      );
      if (!row) throw new Error("no migration recorded");
      await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
      try {
        const behind = await other.request("/api/health/ready");
        expect(behind.status).toBe(503);
        expect(((await behind.json()) as ErrorBody).error.message).toBe(
          "The database is not migrated to this version yet",
        );
      } finally {
        await db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
        );
      }
      expect((await other.request("/api/health/ready")).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("sets security headers and a request id", async () => {
    const response = await t.request("/api/health", {
      headers: { "x-request-id": "abc12345-test" },
    });
    expect(response.headers.get("x-request-id")).toBe("abc12345-test");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("serves an OpenAPI document that lists the routes", async () => {
    const response = await t.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/movies",
        "/api/movies/{id}",
        "/api/health",
        "/api/movify/convert-guest-data",
      ]),
    );
    expect(Object.keys(doc.paths["/api/movies/{id}"] ?? {})).toEqual(
      expect.arrayContaining(["get", "patch", "delete"]),
    );
  });

  it("answers unknown API paths with the JSON error shape", async () => {
    const response = await t.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("records a 404 event with path and referrer", async () => {
    const response = await t.request("/api/not-found-events", {
      method: "POST",
      json: { path: "/no/such/page", referrer: "https://example.org/from" },
    });
    expect(response.status).toBe(204);
    const [latest] = await t.services.database.db
      .select()
      .from(notFoundEvents)
      .orderBy(desc(notFoundEvents.createdAt))
      .limit(1);
    expect(latest).toMatchObject({ path: "/no/such/page", referrer: "https://example.org/from" });
    const bad = await t.request("/api/not-found-events", {
      method: "POST",
      json: { referrer: "x" },
    });
    expect(bad.status).toBe(400);
  });

  it("tells clients which optional services are configured", async () => {
    const response = await t.request("/api/config");
    expect(await response.json()).toEqual({
      auth: { google: false, apple: false, phone: false },
      mail: "outbox",
      devMail: true,
      cowriter: false,
      gifs: false,
      voice: false,
      payments: false,
      // No SOCIAL_*_URL: the footer shows none of our profiles.
      socialProfiles: [],
    });
  });

  it("lists the outbox in development", async () => {
    const email = uniqueEmail("outbox");
    await t.signUp({ email });
    const json = (await (await t.request("/api/dev/mail")).json()) as { to: string }[];
    expect(json.some((m) => m.to === email)).toBe(true);
    const page = await t.request("/dev/mail");
    expect(await page.text()).toContain(email);
  });
});
