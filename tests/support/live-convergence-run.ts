// The convergence run both live resilience tests share: three people (owner and two editors)
// each edit the same live screenplay from a Node client, in turn, with random edits and random
// drops, one of them once coming back as a reloaded tab (a new Y.Doc restored from its stored
// state, with a new client id). The run records every edit's (client id, clock) and the saved
// clocks the server reports, then brings everyone back online and waits until all agree and
// everything is stored.
import * as Y from "yjs";
import { LIVE_TEXT_NAME, type SavedClock } from "#contracts/live-protocol.ts";
import { between, type Random } from "#screenplay/test/memoir-script-fixture.ts";
import { applyOp, Connectivity, drawOp } from "./live-random-ops.ts";
import { recordSaved } from "./live-stored-document.ts";
import { connectLiveSyncClient, type LiveSyncClient } from "./live-sync-client.ts";

export type LivePerson = { name: string; token: string };

export type Lane = {
  person: LivePerson;
  doc: Y.Doc;
  client: LiveSyncClient | null;
  // Whether the plan has this client online (it may still be reconnecting after a refusal).
  online: boolean;
  offlineSince: string | null;
  plan: Connectivity;
  // Every edit that created characters: (client id, clock after it). Deletes add no clock.
  edits: SavedClock[];
  saved: Map<number, number>;
  reloaded: boolean;
  baseUrl: string | null;
};

export type RunOptions = {
  random: Random;
  ops: number;
  movieId: string;
  people: LivePerson[];
  // The server a client (re)connects to, as a load balancer picks one that is up.
  pickServer: (lane: number) => string;
  // The Origin the clients send, when it is not the server's own address.
  origin?: string;
  // Called before operation `i` (0-based); the three-server test kills and restarts there.
  beforeOp?: (
    i: number,
    state: { lanes: Lane[]; savedBy: Map<string, Map<number, number>> },
  ) => Promise<void>;
  // Milliseconds between two operations: the pace keeps every socket under its frame limit.
  pauseMs?: number;
  log?: (line: string) => void;
};

export type RunResult = {
  lanes: Lane[];
  // Closes the server gave that a client did not ask for, other than restarts and drops.
  refusals: string[];
  reconnects: number;
  // The saved clocks each server (by base URL) reported, the highest per Yjs client id.
  savedBy: Map<string, Map<number, number>>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(done: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${timeoutMs} ms`);
    await sleep(50);
  }
}

function clockOf(doc: Y.Doc): number {
  return Y.getState(doc.store, doc.clientID);
}

export async function runConvergence(options: RunOptions): Promise<RunResult> {
  const { random } = options;
  const refusals: string[] = [];
  const savedBy = new Map<string, Map<number, number>>();
  let reconnects = 0;
  let finishing = false;
  // The lane that comes back once as a reloaded tab, and from which operation on.
  const reloadLane = between(random, 0, options.people.length - 1);
  const reloadAfter = Math.floor(options.ops / 3);

  const lanes: Lane[] = options.people.map((person) => ({
    person,
    doc: new Y.Doc(),
    client: null,
    online: true,
    offlineSince: null,
    plan: new Connectivity(random),
    edits: [],
    saved: new Map(),
    reloaded: false,
    baseUrl: null,
  }));

  const connect = (index: number) => {
    const lane = lanes[index]!;
    const baseUrl = options.pickServer(index);
    const client = connectLiveSyncClient(lane.doc, {
      baseUrl,
      movieId: options.movieId,
      token: lane.person.token,
      ...(options.origin ? { origin: options.origin } : {}),
      offlineSince: lane.offlineSince,
      onSaved: (clocks) => {
        recordSaved(lane.saved, clocks);
        const byServer = savedBy.get(baseUrl) ?? new Map<number, number>();
        savedBy.set(baseUrl, byServer);
        recordSaved(byServer, clocks);
      },
    });
    lane.client = client;
    lane.baseUrl = baseUrl;
    client.onClose((code, reason) => {
      if (lane.client !== client) return; // closed on purpose, or replaced
      lane.client = null;
      // 1000 from us never reaches here; 1006 is a dropped or killed server, 1012 a restart,
      // 1013 and HTTP 503 busy: a client reconnects. Anything else is the server refusing it.
      if (![1006, 1012, 1013, 503].includes(code))
        refusals.push(`${lane.person.name}: ${code} ${reason}`);
      if (!lane.online && !finishing) return;
      lane.offlineSince ??= new Date().toISOString();
      setTimeout(
        () => {
          if (lane.client === null && (lane.online || finishing)) {
            reconnects += 1;
            connect(index);
          }
        },
        between(random, 50, 300),
      );
    });
    client.synced.then(
      () => {
        if (lane.client === client) lane.offlineSince = null;
      },
      () => {}, // the close handler reconnects
    );
  };

  const goOffline = async (lane: Lane) => {
    lane.online = false;
    lane.offlineSince = new Date().toISOString();
    const client = lane.client;
    lane.client = null;
    if (client) {
      // Half the drops say goodbye, half are a network gone without a word.
      if (random() < 0.5) await client.close();
      else client.drop();
    }
  };

  const goOnline = (index: number) => {
    const lane = lanes[index]!;
    lane.online = true;
    reconnects += 1;
    if (!lane.reloaded && index === reloadLane && reloadIsDue) {
      // A reloaded tab: a new document restored from the stored state, with a new client id.
      const restored = new Y.Doc();
      Y.applyUpdate(restored, Y.encodeStateAsUpdate(lane.doc));
      lane.doc.destroy();
      lane.doc = restored;
      lane.reloaded = true;
      options.log?.(`${lane.person.name} reloads: client ${restored.clientID}`);
    }
    connect(index);
  };

  let reloadIsDue = false;
  lanes.forEach((_lane, index) => connect(index));
  await waitUntil(() => lanes.every((lane) => lane.client?.isSynced()), "the first connections");

  for (let i = 0; i < options.ops; i++) {
    await options.beforeOp?.(i, { lanes, savedBy });
    reloadIsDue = i >= reloadAfter;
    const index = i % lanes.length;
    const lane = lanes[index]!;
    const text = lane.doc.getText(LIVE_TEXT_NAME);
    const op = drawOp(random, text.length);
    const before = clockOf(lane.doc);
    applyOp(lane.doc, text, op);
    const after = clockOf(lane.doc);
    if (after > before) lane.edits.push({ clientId: lane.doc.clientID, clock: after });
    const change = lane.plan.afterOwnOp();
    if (change === "disconnect") await goOffline(lane);
    if (change === "reconnect") goOnline(index);
    await sleep(options.pauseMs ?? 1);
  }
  // A run whose reloading lane never went offline after the reload point still reloads once.
  const reloadingLane = lanes[reloadLane]!;
  if (!reloadingLane.reloaded) {
    await goOffline(reloadingLane);
    reloadIsDue = true;
    goOnline(reloadLane);
  }

  finishing = true;
  lanes.forEach((lane, index) => {
    if (!lane.online) goOnline(index);
  });
  return { lanes, refusals, reconnects, savedBy };
}

// After the run: every client online and synced, then one last edit each (which its socket
// must acknowledge), then wait until the documents agree and `stored` covers every edit.
// Drops a client's socket as a network would; it reconnects to the server `pickServer` gives.
export function dropClient(lane: Lane): void {
  lane.client?.drop();
}

export async function settle(
  run: RunResult,
  stored: () => Promise<Map<number, number>>,
  timeoutMs = 60_000,
): Promise<{ settledInMs: number; lastProblem: string }> {
  const started = Date.now();
  let lastProblem = "";
  const deadline = started + timeoutMs;
  const waitFor = async (what: () => Promise<string | null>) => {
    for (;;) {
      const problem = await what();
      if (problem === null) return;
      lastProblem = problem;
      if (Date.now() > deadline) throw new Error(`not settled after ${timeoutMs} ms: ${problem}`);
      await sleep(250);
    }
  };
  await waitFor(async () => {
    const waiting = run.lanes.filter((lane) => !lane.client?.isSynced());
    return waiting.length === 0 ? null : `${waiting.map((l) => l.person.name).join(", ")} offline`;
  });
  for (const lane of run.lanes) {
    const text = lane.doc.getText(LIVE_TEXT_NAME);
    lane.doc.transact(() => text.insert(text.length, "\n"));
    lane.edits.push({ clientId: lane.doc.clientID, clock: clockOf(lane.doc) });
    lane.client?.flush();
  }
  await waitFor(async () => {
    const vectors = run.lanes.map((lane) => Y.encodeStateVector(lane.doc).join(","));
    if (new Set(vectors).size > 1) return "the clients' state vectors differ";
    for (const lane of run.lanes) {
      const own = lane.saved.get(lane.doc.clientID) ?? 0;
      if (own < clockOf(lane.doc))
        return `${lane.person.name}'s last edit is not acknowledged (${own} < ${clockOf(lane.doc)})`;
    }
    const vector = await stored();
    for (const lane of run.lanes)
      for (const { clientId, clock } of lane.edits)
        if ((vector.get(clientId) ?? 0) < clock)
          return `the stored state lacks ${lane.person.name}'s edit ${clientId}:${clock}`;
    return null;
  });
  return { settledInMs: Date.now() - started, lastProblem };
}

// The round trip of an edit from one client to another: one character inserted by `from`, timed
// until `to` holds it. Returns the milliseconds of each.
export async function roundTrips(
  from: LiveSyncClient,
  to: LiveSyncClient,
  count: number,
  pauseMs: number,
): Promise<number[]> {
  const times: number[] = [];
  const text = from.doc.getText(LIVE_TEXT_NAME);
  for (let i = 0; i < count; i++) {
    const sent = performance.now();
    const clock = (() => {
      from.doc.transact(() => text.insert(0, "."));
      return clockOf(from.doc);
    })();
    from.flush();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("an edit took over 10 s to arrive")), 10_000);
      const check = () => {
        if (Y.getState(to.doc.store, from.doc.clientID) >= clock) {
          clearTimeout(timer);
          to.doc.off("update", check);
          resolve();
        }
      };
      to.doc.on("update", check);
      check();
    });
    times.push(performance.now() - sent);
    await sleep(pauseMs);
  }
  return times;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
