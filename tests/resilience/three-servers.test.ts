// Three servers started at once on an empty PostgreSQL database, each
// with its own DATA_DIR, share everything that matters through the database: all become ready
// (exactly one migrates), a session made on one works on the others, 200 jobs run exactly once
// across the three, sign-in limits count across them, and a server stopped with SIGTERM during a
// slow request answers it before it exits.
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpRequest } from "../factories/http-client.ts";
import { createFreshDatabase } from "../support/fresh-database.ts";
import { signUpThroughMail } from "../support/mailed-sign-up.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.log("Three-server test skipped: TEST_DATABASE_URL is not set");

const METRICS_TOKEN = "three-servers-metrics-token-0123456789";
const JOB_KIND = "account.delete-files"; // deletes files that do not exist: harmless work
const JOBS = 200;

describe.skipIf(!databaseUrl)("three servers, one PostgreSQL database", () => {
  let servers: ServerProcess[] = [];
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  let sql: postgres.Sql;

  beforeAll(async () => {
    fresh = await createFreshDatabase(databaseUrl ?? "");
    sql = postgres(fresh.url, { max: 2, onnotice: () => {} });
    const settled = await Promise.allSettled(
      [0, 1, 2].map(() =>
        startServerProcess({
          databaseUrl: fresh.url,
          buildDir: path.resolve(process.env.BUILD_DIR ?? ".e2e-build"),
          env: {
            RATE_LIMITS: "true",
            METRICS_TOKEN,
            LOG_LEVEL: "info",
            SHUTDOWN_TIMEOUT_MS: "20000",
          },
        }),
      ),
    );
    servers = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = settled.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
    if (failed.length > 0) throw new Error(`servers did not start:\n${failed.join("\n")}`);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sql?.end();
    await fresh?.drop();
  });

  const call = (
    server: ServerProcess,
    url: string,
    init: RequestInit & { json?: unknown } = {},
  ) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", server.baseUrl);
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetch(`${server.baseUrl}${url}`, {
      ...rest,
      headers,
      body: json === undefined ? rest.body : JSON.stringify(json),
      signal: AbortSignal.timeout(20_000),
    });
  };
  const signUp = async (server: ServerProcess) => {
    const email = `three-${crypto.randomUUID()}@example.com`;
    const password = "correct horse battery";
    const response = await signUpThroughMail((path, init) => call(server, path, init), {
      email,
      password,
      name: "Three Servers",
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { email, password, cookie, token: response.headers.get("set-auth-token") ?? "" };
  };

  it("all three become ready on the empty database", async () => {
    expect(servers).toHaveLength(3);
    for (const s of servers) expect((await call(s, "/api/health/ready")).status).toBe(200);
    const [applied] = await sql<{ n: string }[]>`
      select count(*)::text as n from drizzle.__drizzle_migrations`;
    expect(Number(applied?.n)).toBeGreaterThan(0);
  });

  it("a session made on one server works on the other two (cookie and bearer token)", async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const person = await signUp(a);
    const created = await call(b, "/api/movies", {
      method: "POST",
      headers: { cookie: person.cookie },
      json: { title: "Made on B" },
    });
    expect(created.status).toBe(201);
    const movie = (await created.json()) as { id: string };
    const read = await call(c, `/api/movies/${movie.id}`, {
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { title: string }).title).toBe("Made on B");
    const signOut = await call(a, "/api/auth/sign-out", {
      method: "POST",
      headers: { cookie: person.cookie },
      json: {},
    });
    expect(signOut.status).toBe(200);
    expect((await call(c, "/api/movies", { headers: { cookie: person.cookie } })).status).toBe(401);
  });

  it(`${JOBS} jobs queued are each run exactly once across the three`, async () => {
    await sql`insert into jobs ${sql(
      Array.from({ length: JOBS }, (_, i) => ({
        kind: JOB_KIND,
        payload: { keys: [`health/three-servers-${i}`] },
      })),
    )}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [left] = await sql<{ n: string }[]>`
        select count(*)::text as n from jobs where kind = ${JOB_KIND} and status <> 'done'`;
      if (Number(left?.n) === 0) break;
      if (Date.now() > deadline) throw new Error(`${left?.n} jobs still not done after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const attempts = await sql<{ attempts: number; n: string }[]>`
      select attempts, count(*)::text as n from jobs where kind = ${JOB_KIND} group by attempts`;
    expect(attempts.map((r) => [r.attempts, Number(r.n)])).toEqual([[1, JOBS]]);
    // Each server's own count, from its metrics: together exactly JOBS runs.
    const ran = await Promise.all(
      servers.map(async (s) => {
        const text = await (
          await call(s, "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        ).text();
        const line = text
          .split("\n")
          .find((l) =>
            l.startsWith(`lifescript_job_attempts_total{kind="${JOB_KIND}",outcome="done"}`),
          );
        return Number(line?.split(" ").pop() ?? 0);
      }),
    );
    console.log(`jobs run per server: ${ran.join(", ")}`);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(JOBS);
  });

  it("sign-in limits count across servers: the 11th wrong password in a minute from one address is refused whichever server gets it", async () => {
    const person = await signUp(servers[0]!);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const server = servers[i % 3]!;
      const answer = await httpRequest(`${server.baseUrl}/api/auth/sign-in/email`, {
        from: "127.0.0.1",
        headers: { origin: server.baseUrl },
        // A different unknown address each time: only the per-address limit can count these.
        json: { email: `nobody-${i}-${crypto.randomUUID()}@example.com`, password: "guess guess" },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another address (another client) still signs in, on any server.
    const other = await httpRequest(`${servers[2]!.baseUrl}/api/auth/sign-in/email`, {
      from: "127.0.0.2",
      headers: { origin: servers[2]!.baseUrl },
      json: { email: person.email, password: person.password },
    });
    expect(other.status).toBe(200);
  });

  it("a server stopped with SIGTERM during a slow upload answers it, refuses new connections, then exits", async () => {
    const server = servers[2]!;
    const person = await signUp(server);
    const grant = (await (
      await call(server, "/api/media-assets/upload-url", {
        method: "POST",
        headers: { cookie: person.cookie },
        json: {},
      })
    ).json()) as { uploadURL: string };
    const bytes = crypto.randomBytes(256 * 1024);
    const half = bytes.length / 2;

    // A phone on a slow network: half the photo, then a pause during which the server is told
    // to stop; the rest is sent only once the server refuses new connections.
    let request!: http.ClientRequest;
    const answered = new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        request = http.request(
          grant.uploadURL,
          {
            method: "PUT",
            headers: { "content-type": "application/octet-stream", "content-length": bytes.length },
          },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
              }),
            );
          },
        );
        request.on("error", reject);
      },
    );
    request.write(bytes.subarray(0, half));
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.signal("SIGTERM");
    // Once it drains, it takes no new connection (how soon depends on the supervisor passing the
    // signal on; the pending upload keeps its connection all along).
    await waitUntil(async () => {
      try {
        await fetch(`${server.baseUrl}/api/health/live`);
        return false;
      } catch {
        return true;
      }
    });
    request.end(bytes.subarray(half));

    const result = await answered;
    expect(result.status).toBe(200);
    expect(result.connection).toBe("close");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("closed cleanly");
    // The other two carry on.
    for (const s of servers.slice(0, 2)) {
      expect((await call(s, "/api/health/ready")).status).toBe(200);
    }
  });

  it("exactly one of the three applied the migrations (their logs, written out as they stop)", async () => {
    await Promise.all(servers.map((s) => s.stop()));
    const migrated = servers.filter((s) => s.output().includes('"msg":"database migrated"'));
    expect(migrated).toHaveLength(1);
    for (const s of servers) expect(s.output()).not.toContain("could not start");
  });
});

/** Polls until `done` holds, failing after `timeoutMs`. */
async function waitUntil(done: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
