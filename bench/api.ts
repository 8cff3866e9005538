// `npm run bench:api`: the app against a bare node:http + driver server (bench/api-bare-server.ts)
// running the same four queries, side by side in one run: a movie's 200 scenes listed at 10 and
// 100 connections, on PGlite and on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL, else a private
// cluster when the server binaries exist), with autocannon. Prints req/s, p99 and app/bare
// (docs/ARCHITECTURE.md, Budgets: budget 0.5, target 0.8 at 10 connections; no error or timeout at 100).
//   BENCH_SECONDS=10 BENCH_ROUNDS=3: each figure is the median of 3 rounds of 10 s (at 100
//   connections a response waits for the 99 before it, so shorter rounds may see none finish)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startPrivateCluster, type Cluster } from "../tests/support/postgres-cluster.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { SCENES, seedMovie } from "./api-seed.ts";
import { treeCpuMs } from "./process-cpu.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const SECRET = "bench-secret-bench-secret-bench-secret-0123";
// What a browser sends: the app may compress, the bare baseline never does.
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

type Measured = {
  requests: number; // per second, mean
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytes: number; // per response, on the wire
  cpuMs: number | null; // CPU of the server's processes per request
};
type Row = { database: string; connections: number; app: Measured; bare: Measured };

async function load(
  url: string,
  cookie: string,
  connections: number,
  duration: number,
  pid: number,
): Promise<Measured> {
  const cpuBefore = treeCpuMs(pid);
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { cookie, "accept-encoding": ACCEPT_ENCODING },
  });
  return {
    requests: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    cpuMs:
      cpuBefore === null || !result.requests.total
        ? null
        : ((treeCpuMs(pid) ?? cpuBefore) - cpuBefore) / result.requests.total,
  };
}

function startBare(
  database: string,
): Promise<{ port: number; pid: number; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    void freePort().then((port) => {
      const child: ChildProcess = spawn(
        process.execPath,
        ["--import", "tsx", path.join(root, "bench", "api-bare-server.ts")],
        {
          cwd: root,
          env: {
            ...process.env,
            BARE_DATABASE: database,
            BARE_PORT: String(port),
            BARE_SECRET: SECRET,
          },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      const exited = new Promise<void>((done) => child.once("exit", () => done()));
      child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
      child.stdout?.once("data", () =>
        resolve({
          port,
          pid: child.pid ?? 0,
          stop: async () => {
            child.kill("SIGTERM");
            await exited;
          },
        }),
      );
    }, reject);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

// Rounds alternate between the two servers, so that whatever else the machine does weighs on
// both alike; each figure is the median of the rounds, errors and timeouts their sum.
function summarise(runs: Measured[]): Measured {
  return {
    requests: median(runs.map((r) => r.requests)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    bytes: median(runs.map((r) => r.bytes)),
    cpuMs: runs.some((r) => r.cpuMs === null) ? null : median(runs.map((r) => r.cpuMs ?? 0)),
  };
}

async function benchDatabase(name: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-bench-api-"));
  const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, "build"));
  const appEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    AUTH_SECRET: SECRET,
    DATA_DIR: dataDir,
  };
  const start = () =>
    startServerProcess({ databaseUrl, buildDir, env: appEnv, discardStdout: true });
  console.log(`\n${name}: starting the app and seeding ${SCENES} scenes`);
  let app = await start();
  const { cookie, movieId } = await seedMovie(app.baseUrl);
  const scenesPath = `/api/movies/${movieId}/scenes`;
  await app.stop();
  // PGlite is one process's database: the baseline gets its own copy of the seeded folder.
  let bareDatabase = databaseUrl;
  if (!bareDatabase) {
    bareDatabase = path.join(dataDir, "bare-pglite");
    fs.cpSync(path.join(dataDir, "pglite"), bareDatabase, { recursive: true });
  }
  app = await start();
  const bare = await startBare(bareDatabase);
  try {
    const appUrl = `${app.baseUrl}${scenesPath}`;
    const bareUrl = `http://127.0.0.1:${bare.port}${scenesPath}`;
    const appJson = await (await fetch(appUrl, { headers: { cookie } })).text();
    const bareJson = await (await fetch(bareUrl, { headers: { cookie } })).text();
    if (appJson !== bareJson)
      throw new Error(`${name}: the baseline's JSON differs from the app's`);
    console.log(`${name}: the list is ${Math.round(appJson.length / 1024)} KB of JSON`);
    await load(appUrl, cookie, 10, 2, app.pid);
    await load(bareUrl, cookie, 10, 2, bare.pid);
    const rows: Row[] = [];
    for (const connections of [10, 100]) {
      const appRuns: Measured[] = [];
      const bareRuns: Measured[] = [];
      for (let round = 0; round < rounds; round++) {
        appRuns.push(await load(appUrl, cookie, connections, seconds, app.pid));
        bareRuns.push(await load(bareUrl, cookie, connections, seconds, bare.pid));
      }
      rows.push({
        database: name,
        connections,
        app: summarise(appRuns),
        bare: summarise(bareRuns),
      });
    }
    return rows;
  } finally {
    await app.stop();
    await bare.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): void {
  const header = [
    "database",
    "conns",
    "app req/s",
    "app p99 ms",
    "bare req/s",
    "bare p99 ms",
    "app/bare",
    "app errors/timeouts/non-2xx",
    "bare errors/timeouts/non-2xx",
    "app bytes/resp",
    "bare bytes/resp",
    "app CPU ms/req",
    "bare CPU ms/req",
  ];
  const lines = rows.map((r) => [
    r.database,
    String(r.connections),
    r.app.requests.toFixed(0),
    String(r.app.p99),
    r.bare.requests.toFixed(0),
    String(r.bare.p99),
    (r.app.requests / r.bare.requests).toFixed(2),
    `${r.app.errors}/${r.app.timeouts}/${r.app.non2xx}`,
    `${r.bare.errors}/${r.bare.timeouts}/${r.bare.non2xx}`,
    String(r.app.bytes),
    String(r.bare.bytes),
    r.app.cpuMs?.toFixed(2) ?? "n/a",
    r.bare.cpuMs?.toFixed(2) ?? "n/a",
  ]);
  console.log(`\n| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const line of lines) console.log(`| ${line.join(" | ")} |`);
}

const rows: Row[] = [];
const notes: string[] = [];
rows.push(...(await benchDatabase("PGlite", undefined)));

let cluster: Cluster | null = null;
let postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  cluster = await startPrivateCluster();
  postgresUrl = cluster?.url;
  if (!cluster) notes.push("PostgreSQL skipped: no DATABASE_URL and no PostgreSQL server binaries");
}
try {
  if (postgresUrl) rows.push(...(await benchDatabase("PostgreSQL", postgresUrl)));
} finally {
  cluster?.remove();
}

printTable(rows);
for (const note of notes) console.log(note);
const at10 = rows.filter((r) => r.connections === 10).map((r) => r.app.requests / r.bare.requests);
const failures = rows
  .filter((r) => r.connections === 100)
  .some((r) => r.app.errors + r.app.timeouts + r.app.non2xx > 0);
console.log(
  `\napp/bare at 10 connections: ${at10.map((x) => x.toFixed(2)).join(", ")} (budget 0.5, target 0.8); ` +
    `at 100 connections: ${failures ? "errors or timeouts" : "no error, no timeout"}`,
);
