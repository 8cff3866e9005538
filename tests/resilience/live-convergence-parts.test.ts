// The pure parts the live convergence tests stand on: the seeded random edits, the connectivity
// plan, and the checks against the stored rows. No server here; a wrong checker would let a
// lost edit through, so it is checked first on documents made by hand.
import type { AddressInfo } from "node:net";
import * as encoding from "lib0/encoding";
import { describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import {
  decodeFrame,
  encodeJsonFrame,
  encodeSavedFrame,
  encodeYFrame,
  LIVE_TEXT_NAME,
} from "#contracts/live-protocol.ts";
import { runConvergence, settle } from "../support/live-convergence-run.ts";
import {
  applyOp,
  applyToString,
  Connectivity,
  drawOp,
  liveSeed,
  seededRandom,
  type LiveOp,
} from "../support/live-random-ops.ts";
import {
  acknowledgedEdits,
  missingEdits,
  rebuildStoredDocument,
  recordSaved,
  seqProblems,
} from "../support/live-stored-document.ts";

describe("random live edits", () => {
  it("are the same for the same seed and differ for another", () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      let text = "";
      const ops: LiveOp[] = [];
      for (let i = 0; i < 200; i++) {
        const op = drawOp(random, text.length);
        ops.push(op);
        text = applyToString(text, op);
      }
      return ops;
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("are always valid for the text, in the planned proportions", () => {
    const random = seededRandom(7);
    const doc = new Y.Doc();
    const ytext = doc.getText(LIVE_TEXT_NAME);
    let model = "";
    const kinds = { insert: 0, delete: 0, replace: 0 };
    let newlines = 0;
    for (let i = 0; i < 10_000; i++) {
      const op = drawOp(random, model.length);
      kinds[op.kind] += 1;
      expect(op.at).toBeGreaterThanOrEqual(0);
      expect(op.at).toBeLessThanOrEqual(model.length);
      if (op.kind !== "insert") {
        expect(op.length).toBeGreaterThanOrEqual(1);
        expect(op.length).toBeLessThanOrEqual(30);
        expect(op.at + op.length).toBeLessThanOrEqual(model.length);
      }
      if (op.kind !== "delete") {
        expect(op.text.length).toBeGreaterThanOrEqual(1);
        expect(op.text.length).toBeLessThanOrEqual(20);
        if (op.text.includes("\n")) newlines += 1;
      }
      model = applyToString(model, op);
      applyOp(doc, ytext, op);
    }
    expect(ytext.toString()).toBe(model);
    expect(kinds.insert / 10_000).toBeCloseTo(0.5, 1);
    expect(kinds.delete / 10_000).toBeCloseTo(0.3, 1);
    expect(kinds.replace / 10_000).toBeCloseTo(0.2, 1);
    expect(newlines).toBeGreaterThan(100);
  });

  it("a replace is one transaction: one update", () => {
    const doc = new Y.Doc();
    const ytext = doc.getText(LIVE_TEXT_NAME);
    ytext.insert(0, "hello world");
    let updates = 0;
    doc.on("update", () => (updates += 1));
    applyOp(doc, ytext, { kind: "replace", at: 0, length: 5, text: "HELLO" });
    expect(updates).toBe(1);
    expect(ytext.toString()).toBe("HELLO world");
  });

  it("the seed comes from LIVE_SEED, and a bad one is refused with what to write", () => {
    expect(liveSeed("12345")).toBe(12345);
    expect(() => liveSeed("abc")).toThrow(/LIVE_SEED must be a whole number/);
    const made = liveSeed(undefined);
    expect(Number.isInteger(made)).toBe(true);
  });
});

describe("connectivity plan", () => {
  it("drops after 100–400 own edits and comes back after 1–300", () => {
    const random = seededRandom(3);
    const plan = new Connectivity(random);
    const runs: { online: boolean; length: number }[] = [];
    let length = 0;
    for (let i = 0; i < 20_000; i++) {
      length += 1;
      const change = plan.afterOwnOp();
      if (change) {
        runs.push({ online: change === "disconnect", length });
        length = 0;
      }
    }
    const online = runs.filter((r) => r.online).map((r) => r.length);
    const offline = runs.filter((r) => !r.online).map((r) => r.length);
    expect(online.length).toBeGreaterThan(20);
    expect(Math.min(...online)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...online)).toBeLessThanOrEqual(400);
    expect(Math.min(...offline)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...offline)).toBeLessThanOrEqual(300);
  });
});

describe("the stored document", () => {
  // Two writers, their updates stored one row each, the first ones compacted into a snapshot.
  const history = () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    const updates: Uint8Array[] = [];
    // Each local update is stored once and handed to the other writer, marked as remote.
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      from.on("update", (u: Uint8Array, origin: unknown) => {
        if (origin === "remote") return;
        updates.push(u);
        Y.applyUpdate(to, u, "remote");
      });
    }
    a.getText(LIVE_TEXT_NAME).insert(0, "INT. HOUSE - DAY\n");
    b.getText(LIVE_TEXT_NAME).insert(0, "Title\n");
    a.getText(LIVE_TEXT_NAME).delete(0, 2);
    b.getText(LIVE_TEXT_NAME).insert(3, "xyz");
    return { a, updates };
  };

  it("is rebuilt from the snapshot and the updates after it, in seq order", () => {
    const { a, updates } = history();
    const snapshot = Y.mergeUpdates(updates.slice(0, 2));
    const rows = {
      headSeq: 4,
      snapshot: { seq: 2, state: snapshot },
      // Shuffled, and seq 1 still there (compacted but not yet deleted): it is skipped.
      updates: [
        { seq: 4, update: updates[3]! },
        { seq: 1, update: updates[0]! },
        { seq: 3, update: updates[2]! },
      ],
    };
    const stored = rebuildStoredDocument(rows);
    expect(stored.text).toBe(a.getText(LIVE_TEXT_NAME).toString());
    expect(stored.stateVector).toEqual(Y.decodeStateVector(Y.encodeStateVector(a)));
    expect(seqProblems(rows)).toEqual([]);
  });

  it("a missing, doubled or too-new seq is named", () => {
    const u = new Uint8Array([0, 0]);
    expect(
      seqProblems({
        headSeq: 6,
        snapshot: { seq: 2, state: u },
        updates: [3, 5, 5, 7].map((seq) => ({ seq, update: u })),
      }),
    ).toEqual(["seq 5 twice", "seq 7 past the head 6", "seq missing: 4, 6"]);
    expect(seqProblems({ headSeq: 2, snapshot: null, updates: [] })).toEqual(["seq missing: 1, 2"]);
  });

  it("an acknowledged edit the stored state lacks is found", () => {
    const saved = new Map<number, number>();
    recordSaved(saved, [{ clientId: 1, clock: 10 }]);
    recordSaved(saved, [{ clientId: 1, clock: 4 }]); // an older frame does not lower it
    recordSaved(saved, [{ clientId: 2, clock: 3 }]);
    const edits = [
      { clientId: 1, clock: 5 },
      { clientId: 1, clock: 10 },
      { clientId: 1, clock: 12 }, // not acknowledged yet
      { clientId: 2, clock: 3 },
    ];
    const acknowledged = acknowledgedEdits(edits, saved);
    expect(acknowledged).toEqual([edits[0], edits[1], edits[3]]);
    expect(
      missingEdits(
        acknowledged,
        new Map([
          [1, 10],
          [2, 2],
        ]),
      ),
    ).toEqual([{ clientId: 2, clock: 3 }]);
  });
});

// A stand-in live server (one room, no database): answers hello, syncs, relays updates and
// acknowledges each at once. It proves the run itself (drops, offline edits, the reloaded tab,
// the settling wait) converges, so a failure against the real server is the server's.
async function fakeLiveServer(): Promise<{
  baseUrl: string;
  doc: Y.Doc;
  close: () => Promise<void>;
}> {
  const doc = new Y.Doc();
  const sockets = new Set<WebSocket>();
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  server.on("connection", (socket) => {
    let helloed = false;
    socket.on("message", (data: Buffer) => {
      const frame = decodeFrame(new Uint8Array(data));
      if (!helloed) {
        helloed = true;
        const welcome = { role: "editor", name: "x", color: "#000", maxChars: 1e6, serverId: "f" };
        socket.send(encodeJsonFrame("welcome", welcome));
        const step1 = encoding.createEncoder();
        syncProtocol.writeSyncStep1(step1, doc);
        socket.send(encodeYFrame("sync", encoding.toUint8Array(step1)));
        sockets.add(socket);
        return;
      }
      if (frame.kind !== "sync") return;
      const before = Y.decodeStateVector(Y.encodeStateVector(doc));
      const reply = encoding.createEncoder();
      const relay = (update: Uint8Array, origin: unknown) => {
        if (origin !== socket) return;
        const message = encoding.createEncoder();
        syncProtocol.writeUpdate(message, update);
        for (const other of sockets)
          if (other !== socket) other.send(encodeYFrame("sync", encoding.toUint8Array(message)));
      };
      doc.on("update", relay);
      syncProtocol.readSyncMessage(frame.decoder, reply, doc, socket);
      doc.off("update", relay);
      if (encoding.length(reply) > 0)
        socket.send(encodeYFrame("sync", encoding.toUint8Array(reply)));
      const after = Y.decodeStateVector(Y.encodeStateVector(doc));
      const clocks = [...after].filter(([id, clock]) => (before.get(id) ?? 0) < clock);
      if (clocks.length > 0)
        socket.send(encodeSavedFrame(clocks.map(([clientId, clock]) => ({ clientId, clock }))));
    });
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    doc,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

describe("the convergence run against a stand-in server", () => {
  it("1,500 edits with drops and a reload converge and are all acknowledged", async () => {
    const fake = await fakeLiveServer();
    const seed = liveSeed();
    try {
      const people = ["Owner", "Editor One", "Editor Two"].map((name) => ({ name, token: "t" }));
      const run = await runConvergence({
        random: seededRandom(seed),
        ops: 1_500,
        movieId: "00000000-0000-0000-0000-000000000000",
        people,
        pickServer: () => fake.baseUrl,
        pauseMs: 0,
      });
      await settle(run, async () => Y.decodeStateVector(Y.encodeStateVector(fake.doc)), 20_000);
      const text = fake.doc.getText(LIVE_TEXT_NAME).toString();
      for (const lane of run.lanes) expect(lane.doc.getText(LIVE_TEXT_NAME).toString()).toBe(text);
      expect(run.lanes.some((lane) => lane.reloaded)).toBe(true);
      // Each of the three drops at least every 400 of its 500 edits.
      expect(run.reconnects).toBeGreaterThanOrEqual(3);
      expect(run.refusals).toEqual([]);
      await Promise.all(run.lanes.map((lane) => lane.client?.close()));
    } catch (error) {
      if (error instanceof Error) error.message = `LIVE_SEED=${seed}: ${error.message}`;
      throw error;
    } finally {
      await fake.close();
    }
  });
});
