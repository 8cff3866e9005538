// The live convergence run across three bundled servers on one PostgreSQL database: client i
// starts on server i and, whenever it reconnects, takes a random server that is up, as a load
// balancer would. At operation 5,000 server 1 is killed (SIGKILL: no goodbye, nothing flushed),
// the run goes on for 2,000 operations, then a new server 1 starts on the same database and a
// client is sent back to it. At the end everything converges, every edit the killed server
// acknowledged before it died is stored, and the seqs have no gap. The median time of an edit
// from a client on one server to a client on another is printed, not asserted.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedClock } from "#contracts/live-protocol.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { createFreshDatabase } from "../support/fresh-database.ts";
import { assertConverged } from "../support/live-convergence-assertions.ts";
import {
  dropClient,
  percentile,
  roundTrips,
  runConvergence,
} from "../support/live-convergence-run.ts";
import { createLiveMovie, fetcherFor, signUpPerson } from "../support/live-movie.ts";
import { liveSeed, seededRandom } from "../support/live-random-ops.ts";
import { acknowledgedEdits } from "../support/live-stored-document.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { serverPid } from "../support/watch-server.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.log("Live three-server test skipped: TEST_DATABASE_URL is not set");

const OPS = Number(process.env.LIVE_OPS ?? 10_000);
const KILL_AT = Math.floor(OPS / 2);
const RESTART_AT = KILL_AT + Math.floor(OPS / 5);
const seed = liveSeed();
const buildDir = path.resolve(process.env.BUILD_DIR ?? ".e2e-build");
const start = (url: string) =>
  startServerProcess({ databaseUrl: url, buildDir, env: { LIVE_COMPACT_ROWS: "50" } });

describe.skipIf(!databaseUrl)("live convergence on three servers, one killed", () => {
  let servers: ServerProcess[] = [];
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  let database: Database;

  beforeAll(async () => {
    fresh = await createFreshDatabase(databaseUrl ?? "");
    // The first migrates the empty database; the other two start on it at once.
    servers = [await start(fresh.url)];
    servers.push(...(await Promise.all([start(fresh.url), start(fresh.url)])));
    database = await openDatabase({ url: fresh.url, dataDir: "memory" });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await fresh?.drop();
  });

  it(`${OPS} random edits across three servers converge after one is killed`, async () => {
    const call = fetcherFor(servers[0]!.baseUrl);
    const owner = await signUpPerson(call, "Owner");
    const editors = [
      await signUpPerson(call, "Editor One"),
      await signUpPerson(call, "Editor Two"),
    ];
    const { movieId } = await createLiveMovie(call, database.db, {
      owner,
      editors,
      fountain: "INT. FERRY DECK - DAY\n\nGulls.\n",
    });
    const random = seededRandom(seed);
    const up = [true, true, true];
    const firstConnect = new Set<number>();
    const sendBack = new Map<number, number>();
    let acknowledgedByKilled: SavedClock[] = [];
    let restarted: Promise<void> = Promise.resolve();
    const log: string[] = [];

    const pickServer = (lane: number) => {
      const forced = sendBack.get(lane);
      sendBack.delete(lane);
      let index = forced ?? (firstConnect.has(lane) ? null : lane);
      firstConnect.add(lane);
      if (index === null || !up[index]) {
        const candidates = up.flatMap((isUp, i) => (isUp ? [i] : []));
        index = candidates[Math.floor(random() * candidates.length)]!;
      }
      return servers[index]!.baseUrl;
    };

    try {
      const run = await runConvergence({
        random,
        ops: OPS,
        movieId,
        people: [owner, ...editors],
        pickServer,
        log: (line) => log.push(line),
        beforeOp: async (i, { lanes, savedBy }) => {
          if (i === KILL_AT) {
            const killed = servers[1]!;
            // What server 1 told its clients is saved, up to the moment it dies.
            const saved = savedBy.get(killed.baseUrl) ?? new Map<number, number>();
            acknowledgedByKilled = acknowledgedEdits(
              lanes.flatMap((lane) => lane.edits),
              saved,
            );
            // The supervisor first, or it would start the server again.
            const pid = serverPid(killed.pid);
            killed.signal("SIGKILL");
            if (pid) process.kill(pid, "SIGKILL");
            up[1] = false;
            await killed.exited;
            log.push(`op ${i}: server 1 killed, ${acknowledgedByKilled.length} edits it acked`);
          }
          if (i === RESTART_AT) {
            restarted = start(fresh.url).then((server) => {
              servers[1] = server;
              up[1] = true;
              // One client goes back to the new server 1.
              const lane = lanes.findIndex((l) => l.client && l.baseUrl !== server.baseUrl);
              if (lane >= 0) {
                sendBack.set(lane, 1);
                dropClient(lanes[lane]!);
              }
              log.push(`server 1 back at ${server.baseUrl}, lane ${lane} sent to it`);
            });
          }
        },
      });
      await restarted;
      expect(
        acknowledgedByKilled.length,
        "server 1 acknowledged edits before it died",
      ).toBeGreaterThan(0);
      await assertConverged({
        run,
        movieId,
        owner,
        call,
        database,
        log,
        acknowledgedByKilled,
        keepOpen: true,
      });
      // An edit from a client on one server to a client on another, for the record.
      const pair = run.lanes.flatMap((a) =>
        run.lanes.flatMap((b) =>
          a.client && b.client && a.baseUrl !== b.baseUrl ? [[a.client, b.client] as const] : [],
        ),
      )[0];
      if (pair) {
        const times = await roundTrips(pair[0], pair[1], 50, 20);
        console.log(
          `live edit between two servers: median ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (50 edits)`,
        );
      }
      await Promise.all(run.lanes.map((lane) => lane.client?.close()));
    } catch (error) {
      if (error instanceof Error)
        error.message = `LIVE_SEED=${seed} (replay with it): ${error.message}\n${log.join("\n")}`;
      throw error;
    }
  });
});
