// Presence across servers behind a load balancer: two bundled servers on one PostgreSQL
// database. A person on server 1 sets a caret; a person on server 2 sees it with the first
// person's name and colour (stamped by server 1), and sees it go when that socket closes.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { personColour } from "#server/domain/live/person-colour.ts";
import { createFreshDatabase } from "../support/fresh-database.ts";
import { connectLive, type LiveClient } from "../support/live-client.ts";
import { createLiveMovie, fetcherFor, signUpPerson } from "../support/live-movie.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.log("Live presence test skipped: TEST_DATABASE_URL is not set");
const buildDir = path.resolve(process.env.BUILD_DIR ?? ".e2e-build");

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

type Shown = { user?: { name?: string; color?: string }; cursor?: unknown };

describe.skipIf(!databaseUrl)("live presence across two servers", () => {
  let servers: ServerProcess[] = [];
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  let database: Database;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    fresh = await createFreshDatabase(databaseUrl ?? "");
    const start = () => startServerProcess({ databaseUrl: fresh.url, buildDir });
    servers = [await start()];
    servers.push(await start());
    database = await openDatabase({ url: fresh.url, dataDir: "memory" });
  }, 240_000);
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await fresh?.drop();
  });

  it("shows a caret set on one server to a person on the other, and drops it on close", async () => {
    const [one, two] = servers;
    if (!one || !two) throw new Error("servers did not start");
    const call = fetcherFor(one.baseUrl);
    const ada = await signUpPerson(call, "Ada Lovelace");
    const ben = await signUpPerson(call, "Ben Franklin");
    const { movieId } = await createLiveMovie(call, database.db, {
      owner: ada,
      editors: [ben],
      fountain: "INT. LIBRARY - NIGHT\n\nPages turn.\n",
    });
    const onTwo = await connectLive(two.baseUrl, movieId, { token: ben.token });
    clients.push(onTwo);
    await onTwo.synced();
    const onOne = await connectLive(one.baseUrl, movieId, { token: ada.token });
    clients.push(onOne);
    await onOne.synced();
    const adaId = onOne.doc.clientID;
    const seen = () => onTwo.awareness.getStates().get(adaId) as Shown | undefined;

    // The name and colour she claims are not hers to choose: server 1 writes her own.
    onOne.awareness.setLocalState({ user: { name: "Someone Else" }, cursor: { anchor: 4 } });
    const ms = await until(() => seen()?.cursor !== undefined, 1500);
    expect(seen()).toEqual({
      user: { name: "Ada Lovelace", ...personColour(ada.userId) },
      cursor: { anchor: 4 },
    });
    console.log(`caret from server 1 seen on server 2 after ${ms} ms`);

    onOne.awareness.setLocalState({ user: {}, cursor: { anchor: 9 } });
    await until(() => JSON.stringify(seen()?.cursor) === '{"anchor":9}', 1500);

    await onOne.close();
    await until(() => seen() === undefined, 1500);
  });

  it("shows a newly connected person on the other server who was already there", async () => {
    const [one, two] = servers;
    if (!one || !two) throw new Error("servers did not start");
    const call = fetcherFor(one.baseUrl);
    const cleo = await signUpPerson(call, "Cleo Early");
    const dan = await signUpPerson(call, "Dan Late");
    const { movieId } = await createLiveMovie(call, database.db, {
      owner: cleo,
      editors: [dan],
      fountain: "EXT. PIER - DAY\n\nWaves.\n",
    });
    const early = await connectLive(one.baseUrl, movieId, { token: cleo.token });
    clients.push(early);
    await early.synced();
    early.awareness.setLocalState({ cursor: { anchor: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Server 2 opens the room only now, and asks server 1 who is in it.
    const late = await connectLive(two.baseUrl, movieId, { token: dan.token });
    clients.push(late);
    await late.synced();
    const seen = () => late.awareness.getStates().get(early.doc.clientID) as Shown | undefined;
    await until(() => seen()?.cursor !== undefined, 1500);
    expect(seen()?.user?.name).toBe("Cleo Early");
  });
});
