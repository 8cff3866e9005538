// PostgreSQL stopped hard (`pg_ctl stop -m immediate`, as a crash or a power cut would) ten times
// while twenty clients write. The server process must live through every stop (the supervisor
// never starts it again), say 503 on readiness while the database is away, serve again within 3 s
// of its return, answer each request caught by a stop with a 503 and a message (never a dropped
// connection or a 500), and keep every write it acknowledged.
import crypto from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clusterControlFromEnv,
  startServer,
  stopImmediately,
} from "../support/postgres-cluster.ts";
import { signUpThroughMail } from "../support/mailed-sign-up.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

const control = clusterControlFromEnv();
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipReason = !databaseUrl
  ? "TEST_DATABASE_URL is not set"
  : !control
    ? "TEST_PG_CTL and TEST_PG_DATA are not set (the PostgreSQL cluster this test may restart; .ci/run sets them)"
    : null;
if (skipReason) console.log(`PostgreSQL restart test skipped: ${skipReason}`);

const CLIENTS = 20;
const STOPS = 10;
// How long the database stays away each time.
const AWAY_MS = 2000;
// From the database accepting connections again to readiness 200 and a write acknowledged.
const SERVES_AGAIN_WITHIN_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Client = {
  cookie: string;
  movieId: string;
  acknowledged: string[];
  // Writes the server refused while the database was away: 503 with a message.
  refused: number;
  // Anything else a person would be lost with: a dropped connection, a 500, a 503 without words.
  wrong: string[];
  lastAcknowledgedAt: number;
};

describe.skipIf(skipReason !== null)("PostgreSQL stopped hard under concurrent writes", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      databaseUrl,
      buildDir: path.resolve(process.env.BUILD_DIR ?? ".e2e-build"),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const api = (url: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const { cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", server.baseUrl);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetch(`${server.baseUrl}${url}`, {
      ...rest,
      headers,
      body: json === undefined ? rest.body : JSON.stringify(json),
      signal: AbortSignal.timeout(20_000),
    });
  };

  async function newClient(n: number): Promise<Client> {
    const email = `restart-${n}-${crypto.randomUUID()}@example.com`;
    const signUp = await signUpThroughMail(api, {
      email,
      password: "correct horse battery",
      name: `Writer ${n}`,
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const movie = await api("/api/movies", {
      method: "POST",
      cookie,
      json: { title: `Film ${n}` },
    });
    expect(movie.status).toBe(201);
    const { id } = (await movie.json()) as { id: string };
    return { cookie, movieId: id, acknowledged: [], refused: 0, wrong: [], lastAcknowledgedAt: 0 };
  }

  async function write(client: Client, stop: () => boolean): Promise<void> {
    while (!stop()) {
      const id = crypto.randomUUID();
      let refused = false;
      try {
        const response = await api("/api/scenes", {
          method: "POST",
          cookie: client.cookie,
          json: { id, movieId: client.movieId, title: `Scene ${id}`, sceneNumber: 1 },
        });
        const text = await response.text();
        if (response.status === 201) {
          client.acknowledged.push(id);
          client.lastAcknowledgedAt = Date.now();
        } else if (response.status === 503 && messageOf(text)) {
          client.refused += 1;
          refused = true;
        } else {
          client.wrong.push(`${response.status} ${text.slice(0, 200)}`);
        }
      } catch (error) {
        client.wrong.push(`no answer: ${String(error)}`);
      }
      if (refused) await sleep(50);
    }
  }

  it(`lives through ${STOPS} stops, says 503 meanwhile, serves again within 3 s and loses nothing`, async () => {
    const pg = control!;
    // One after another: twenty password hashes at once can take longer than a request's
    // timeout on a busy machine, and the setup is not what is tested.
    const clients: Client[] = [];
    for (let n = 0; n < CLIENTS; n++) clients.push(await newClient(n));
    let writing = true;
    const writers = clients.map((client) => write(client, () => !writing));
    const acknowledged = () => clients.reduce((sum, c) => sum + c.acknowledged.length, 0);
    // Milliseconds from PostgreSQL accepting connections again to readiness 200, and to the
    // first write acknowledged.
    const readyAfter: number[] = [];
    const writtenAfter: number[] = [];
    const readinessWhileAway: number[] = [];

    for (let stop = 0; stop < STOPS; stop++) {
      const before = acknowledged();
      while (acknowledged() < before + CLIENTS * 2) await sleep(20);

      stopImmediately(pg);
      const awayUntil = Date.now() + AWAY_MS;
      let readiness = 0;
      while (Date.now() < awayUntil) {
        const ready = await api("/api/health/ready").catch(() => null);
        readiness = ready?.status ?? -1;
        await ready?.arrayBuffer();
        await sleep(100);
      }
      readinessWhileAway.push(readiness);

      startServer(pg); // returns once PostgreSQL accepts connections
      const backAt = Date.now();
      let readyAt = 0;
      while (!readyAt && Date.now() - backAt < 30_000) {
        const ready = await api("/api/health/ready").catch(() => null);
        await ready?.arrayBuffer();
        if (ready?.status === 200) readyAt = Date.now();
        else await sleep(50);
      }
      while (Date.now() - backAt < 30_000) {
        const written = Math.min(
          ...clients.map((c) => c.lastAcknowledgedAt).filter((at) => at > backAt),
        );
        if (Number.isFinite(written)) {
          writtenAfter.push(written - backAt);
          break;
        }
        await sleep(20);
      }
      readyAfter.push(readyAt ? readyAt - backAt : Number.POSITIVE_INFINITY);
    }
    await sleep(1000);
    writing = false;
    await Promise.all(writers);

    const output = server.output();
    console.log(
      `PostgreSQL stopped ${STOPS} times under ${CLIENTS} writers: ${acknowledged()} writes acknowledged, ` +
        `${clients.reduce((sum, c) => sum + c.refused, 0)} refused with a 503 while it was away; ` +
        `ready again after ${readyAfter.join(", ")} ms, writing again after ${writtenAfter.join(", ")} ms`,
    );
    // The process never died: the supervisor never had to start it again.
    expect(output).not.toMatch(/the server exited|triggerUncaughtException|unhandled rejection/i);
    expect(readinessWhileAway, "readiness while the database is away").toEqual(
      Array.from({ length: STOPS }, () => 503),
    );
    expect(writtenAfter).toHaveLength(STOPS);
    for (const ms of [...readyAfter, ...writtenAfter]) {
      expect(ms).toBeLessThan(SERVES_AGAIN_WITHIN_MS);
    }
    expect(clients.flatMap((c) => c.wrong).slice(0, 10), "answers other than 201 or 503").toEqual(
      [],
    );

    for (const client of clients) {
      const response = await api(`/api/movies/${client.movieId}/scenes`, {
        cookie: client.cookie,
      });
      expect(response.status).toBe(200);
      const stored = new Set(((await response.json()) as { id: string }[]).map((s) => s.id));
      const lost = client.acknowledged.filter((id) => !stored.has(id));
      expect(lost, "acknowledged writes missing after the stops").toEqual([]);
    }
  }, 280_000);
});

function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return body.error?.code === "unavailable" && typeof body.error.message === "string"
      ? body.error.message
      : undefined;
  } catch {
    return undefined;
  }
}
