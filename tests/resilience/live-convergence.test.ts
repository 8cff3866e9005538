// Three people (the owner and two editors) write the same live screenplay at once: 10,000 random
// edits in turn, each client dropping its socket every 100–400 of its edits and writing on
// offline for 0–300 more, one of them coming back once as a reloaded tab. Compaction runs every
// 50 rows meanwhile. At the end the three texts, the server's materialised screenplay and the
// document rebuilt straight from the database rows are one text, and every edit (acknowledged
// or not, since no client is lost) is in the stored state.
//
// PGlite: the server in this process. With TEST_DATABASE_URL: the bundled server on a fresh
// PostgreSQL database. LIVE_SEED=<n> replays a run; every failure names its seed.
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { BASE, createTestApp, type TestApp } from "../factories/test-app.ts";
import { createFreshDatabase } from "../support/fresh-database.ts";
import { runConvergence } from "../support/live-convergence-run.ts";
import { createLiveMovie, fetcherFor, signUpPerson, type Fetcher } from "../support/live-movie.ts";
import { liveSeed, seededRandom } from "../support/live-random-ops.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { assertConverged } from "../support/live-convergence-assertions.ts";
import { compactLiveDocument } from "#server/domain/live/compact-live-document.ts";
import { liveDocuments } from "#server/db/schema/index.ts";
import { eq } from "drizzle-orm";

async function compactIfQueued(database: Database, movieId: string): Promise<void> {
  const [head] = await database.db
    .select({ queued: liveDocuments.compactQueued })
    .from(liveDocuments)
    .where(eq(liveDocuments.movieId, movieId));
  if (head?.queued) await compactLiveDocument(database.db, movieId);
}

const databaseUrl = process.env.TEST_DATABASE_URL;
const OPS = Number(process.env.LIVE_OPS ?? 10_000);
const seed = liveSeed();
const LIVE_ENV = { LIVE_COMPACT_ROWS: "50" };

describe(`live convergence on one server (${databaseUrl ? "PostgreSQL" : "PGlite"})`, () => {
  let baseUrl = "";
  // The app's own origin: the in-process app's BASE_URL is not the address it listens on.
  let origin = "";
  let database: Database;
  let app: TestApp | undefined;
  let closeListener: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;

  beforeAll(async () => {
    if (databaseUrl) {
      fresh = await createFreshDatabase(databaseUrl);
      server = await startServerProcess({
        databaseUrl: fresh.url,
        buildDir: path.resolve(process.env.BUILD_DIR ?? ".e2e-build"),
        env: LIVE_ENV,
      });
      baseUrl = server.baseUrl;
      origin = baseUrl;
      database = await openDatabase({ url: fresh.url, dataDir: "memory" });
    } else {
      app = await createTestApp(LIVE_ENV, { live: true });
      const listening = await app.listen();
      baseUrl = listening.url;
      origin = BASE;
      closeListener = listening.close;
      database = app.services.database;
    }
  });
  afterAll(async () => {
    await closeListener?.();
    await app?.close();
    await server?.stop();
    if (fresh) await database?.close();
    await fresh?.drop();
  });

  it(`${OPS} random edits from three clients converge, and every edit is stored`, async () => {
    const call: Fetcher = fetcherFor(baseUrl, origin);
    const owner = await signUpPerson(call, "Owner");
    const editors = [
      await signUpPerson(call, "Editor One"),
      await signUpPerson(call, "Editor Two"),
    ];
    const { movieId } = await createLiveMovie(call, database.db, {
      owner,
      editors,
      fountain: "INT. KITCHEN - NIGHT\n\nRain on the window.\n",
    });
    const log: string[] = [];
    // The in-process app runs no job worker: compact as the worker would, whenever a commit
    // queued it, so the run meets compaction many times as it does on a bundled server.
    const compacting = app
      ? setInterval(() => void compactIfQueued(database, movieId), 250)
      : undefined;
    try {
      const run = await runConvergence({
        random: seededRandom(seed),
        ops: OPS,
        movieId,
        people: [owner, ...editors],
        pickServer: () => baseUrl,
        origin,
        log: (line) => log.push(line),
      });
      clearInterval(compacting);
      await assertConverged({
        run,
        movieId,
        owner,
        call,
        database,
        log,
      });
    } catch (error) {
      clearInterval(compacting);
      if (error instanceof Error)
        error.message = `LIVE_SEED=${seed} (replay with it): ${error.message}\n${log.join("\n")}`;
      throw error;
    }
  });
});
