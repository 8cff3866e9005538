// `npm run bench:live`: the live screenplay's numbers, on a quiet machine (docs/ARCHITECTURE.md,
// Budgets: an edit reaches the other client within 100 ms, median, on one server).
//   - the round trip of an edit between two clients, p50 and p99 over BENCH_LIVE_EDITS (2,000)
//     edits sent 20 ms apart: both on one bundled server, then on two servers sharing one
//     PostgreSQL database;
//   - the server's resident memory before and after opening 50 rooms of Big Fish (the shared
//     corpus, or a generated script of ~200,000 characters without it), and the heap one such
//     document takes in this process;
//   - the time to rebuild a document from its snapshot and 500 updates, for Big Fish and for a
//     script at the 1,000,000-character limit (over 50 ms, the rebuild belongs on a thread);
//   - GET /api/health/live, p50 and max, asked again and again while the server rebuilds a
//     1,000,000-character document for a client opening it (within 200 ms: the rebuild must not
//     stop the server answering).
// PostgreSQL: DATABASE_URL or TEST_DATABASE_URL (a fresh database is made on it and dropped),
// else a private cluster when the server binaries exist. Prints the load average with the table.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import * as Y from "yjs";
import { LIVE_TEXT_NAME } from "../contracts/live-protocol.ts";
import { openDatabase } from "../server/db/client.ts";
import { corpusDir } from "../screenplay/test/corpus.ts";
import { createFreshDatabase } from "../tests/support/fresh-database.ts";
import { percentile, roundTrips } from "../tests/support/live-convergence-run.ts";
import { createLiveMovie, fetcherFor, signUpPerson } from "../tests/support/live-movie.ts";
import { applyOp, drawOp, seededRandom } from "../tests/support/live-random-ops.ts";
import { connectLiveSyncClient, type LiveSyncClient } from "../tests/support/live-sync-client.ts";
import { startPrivateCluster } from "../tests/support/postgres-cluster.ts";
import { startServerProcess, type ServerProcess } from "../tests/support/server-process.ts";
import { serverRssBytes } from "./server-rss.ts";

const root = path.resolve(import.meta.dirname, "..");
const EDITS = Number(process.env.BENCH_LIVE_EDITS ?? 2_000);
const ROOMS = Number(process.env.BENCH_LIVE_ROOMS ?? 50);
const UPDATES = 500;
const MB = 1024 * 1024;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const scene = (n: number) =>
  `INT. KITCHEN ${n} - NIGHT\n\nRain on the window. ANNA counts the letters she never sent.\n\n` +
  `ANNA\n(quietly)\nWe said we would write every week, and then the weeks got long.\n\n` +
  `BEN\nI kept every one you did send.\n\n`;
function generatedScript(chars: number): string {
  let text = "";
  for (let n = 1; text.length + scene(n).length <= chars; n++) text += scene(n);
  return text;
}
function feature(): { name: string; text: string } {
  const bigFish = path.join(corpusDir, "scripts", "Big-Fish.fountain");
  if (fs.existsSync(bigFish)) return { name: "Big Fish", text: fs.readFileSync(bigFish, "utf8") };
  return { name: "a generated feature", text: generatedScript(200_000) };
}

// A document as the log leaves it: a snapshot, then `count` updates of a few random edits each.
function history(text: string, count: number): { snapshot: Uint8Array; updates: Uint8Array[] } {
  const doc = new Y.Doc();
  const ytext = doc.getText(LIVE_TEXT_NAME);
  ytext.insert(0, text);
  const snapshot = Y.encodeStateAsUpdate(doc);
  const random = seededRandom(31);
  const updates: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const batch: Uint8Array[] = [];
    const take = (u: Uint8Array) => batch.push(u);
    doc.on("update", take);
    for (let e = 0; e < 5; e++) applyOp(doc, ytext, drawOp(random, ytext.length));
    doc.off("update", take);
    updates.push(Y.mergeUpdates(batch));
  }
  doc.destroy();
  return { snapshot, updates };
}

function rebuildMs(text: string): number {
  const { snapshot, updates } = history(text, UPDATES);
  const times: number[] = [];
  // The first run warms the code up and is not counted.
  for (let run = -1; run < 7; run++) {
    const started = performance.now();
    const doc = new Y.Doc();
    Y.applyUpdate(doc, snapshot);
    for (const update of updates) Y.applyUpdate(doc, update);
    doc.getText(LIVE_TEXT_NAME).toString();
    if (run >= 0) times.push(performance.now() - started);
    doc.destroy();
  }
  return percentile(times, 50);
}

function heapPerDocumentMb(text: string): number {
  const { snapshot, updates } = history(text, UPDATES);
  gc();
  const before = process.memoryUsage().heapUsed;
  const docs: Y.Doc[] = [];
  for (let i = 0; i < 10; i++) {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, snapshot);
    for (const update of updates) Y.applyUpdate(doc, update);
    docs.push(doc);
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  for (const doc of docs) doc.destroy();
  return (after - before) / 10 / MB;
}

async function connected(
  baseUrl: string,
  movieId: string,
  token: string,
  doc = new Y.Doc(),
): Promise<LiveSyncClient> {
  // One frame per edit: the bench times the network and the server, not a client's batching.
  const client = connectLiveSyncClient(doc, { baseUrl, movieId, token, flushMs: 0 });
  await client.synced;
  return client;
}

// Asks for the liveness check one request after another until `busy` settles: the server's
// answer times while it works. At least one answer even if the work was quick.
async function healthLatencies(baseUrl: string, busy: Promise<unknown>): Promise<number[]> {
  let done = false;
  const finished = busy.finally(() => (done = true));
  const times: number[] = [];
  do {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health/live`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/health/live answered ${response.status}`);
    times.push(performance.now() - started);
  } while (!done);
  await finished;
  return times;
}

async function main(): Promise<void> {
  console.log(`load average at the start: ${load()} (${os.cpus().length} cores)`);
  const rows: string[][] = [];
  // Each figure is printed as it is measured too, so a run cut short still shows what it had.
  const report = (label: string, value: string) => {
    rows.push([label, value]);
    console.log(`${label}: ${value}`);
  };
  const { name, text } = feature();

  // Rebuild times first: they need no server.
  for (const [label, script] of [
    [name, text],
    ["a 1,000,000-character script", generatedScript(1_000_000)],
  ] as const) {
    report(
      `rebuild ${label} (${script.length.toLocaleString("en")} chars) from snapshot + ${UPDATES} updates`,
      `${rebuildMs(script).toFixed(1)} ms (median of 7)`,
    );
  }
  report(
    `heap of one ${name} document after ${UPDATES} updates (this process)`,
    `${heapPerDocumentMb(text).toFixed(2)} MB`,
  );

  const baseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const cluster = baseUrl ? null : await startPrivateCluster("lifescript_bench_live");
  if (!baseUrl && !cluster) {
    console.log(
      "No PostgreSQL (DATABASE_URL, TEST_DATABASE_URL or server binaries): rooms and round trips skipped.",
    );
  }
  const fresh = baseUrl ? await createFreshDatabase(baseUrl) : null;
  const databaseUrl = fresh?.url ?? cluster?.url;
  const servers: ServerProcess[] = [];
  const clients: LiveSyncClient[] = [];
  try {
    if (databaseUrl) {
      const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, "build"));
      const start = () =>
        startServerProcess({
          databaseUrl,
          buildDir,
          env: { NODE_ENV: "production", LOG_LEVEL: "warn" },
          discardStdout: true,
        });
      servers.push(await start());
      const [first] = servers as [ServerProcess];
      const database = await openDatabase({ url: databaseUrl, dataDir: "memory" });
      try {
        const call = fetcherFor(first.baseUrl);
        const owner = await signUpPerson(call, "Bench Owner");
        const editor = await signUpPerson(call, "Bench Editor");
        const { movieId } = await createLiveMovie(call, database.db, {
          owner,
          editors: [editor],
          fountain: "INT. BENCH - DAY\n",
        });
        const a = await connected(first.baseUrl, movieId, owner.token);
        const b = await connected(first.baseUrl, movieId, editor.token);
        clients.push(a, b);
        const one = await roundTrips(a, b, EDITS, 20);
        report(
          `edit round trip, one server (${EDITS} edits 20 ms apart)`,
          `p50 ${percentile(one, 50).toFixed(1)} ms, p99 ${percentile(one, 99).toFixed(1)} ms`,
        );
        servers.push(await start());
        await b.close();
        const c = await connected(servers[1]!.baseUrl, movieId, editor.token);
        clients.push(c);
        const two = await roundTrips(a, c, EDITS, 20);
        report(
          `edit round trip, two servers on one PostgreSQL (${EDITS} edits 20 ms apart)`,
          `p50 ${percentile(two, 50).toFixed(1)} ms, p99 ${percentile(two, 99).toFixed(1)} ms`,
        );
        await Promise.all(clients.map((client) => client.close()));
        clients.length = 0;

        // A fresh live movie at the size limit: nothing of it is in memory until a client opens it.
        const longest = generatedScript(1_000_000);
        const big = await createLiveMovie(call, database.db, {
          owner,
          editors: [],
          fountain: longest,
        });
        const opening = connected(first.baseUrl, big.movieId, owner.token);
        const health = await healthLatencies(first.baseUrl, opening);
        clients.push(await opening);
        report(
          `GET /api/health/live while a room of ${longest.length.toLocaleString("en")} chars opens (${health.length} requests)`,
          `p50 ${percentile(health, 50).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
        );
        await Promise.all(clients.map((client) => client.close()));
        clients.length = 0;

        // Rooms: each movie's screenplay is the feature, made live, and one client opens it.
        const movies: string[] = [];
        for (let i = 0; i < ROOMS; i++) {
          const made = await createLiveMovie(call, database.db, {
            owner,
            editors: [],
            fountain: text,
          });
          movies.push(made.movieId);
        }
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const rssBefore = serverRssBytes(first.pid);
        for (const movie of movies)
          clients.push(await connected(first.baseUrl, movie, owner.token));
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const rssAfter = serverRssBytes(first.pid);
        report(
          `server RSS before / after opening ${ROOMS} rooms of ${name}`,
          `${(rssBefore / MB).toFixed(0)} MB / ${(rssAfter / MB).toFixed(0)} MB: ${((rssAfter - rssBefore) / ROOMS / MB).toFixed(2)} MB per room`,
        );
      } finally {
        await Promise.all(clients.map((client) => client.close()));
        await database.close();
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await fresh?.drop();
    cluster?.remove();
  }

  const width = Math.max(...rows.map((r) => r[0]!.length));
  console.log("");
  for (const [label, value] of rows) console.log(`${label!.padEnd(width)}  ${value}`);
  console.log(`\nload average at the end: ${load()}`);
  console.log(
    "Budget: the one-server median within 100 ms; a rebuild over 50 ms goes to a thread;\n" +
      "/api/health/live within 200 ms while a room opens.",
  );
}

await main();
