import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Scene } from "#contracts/scene.ts";
import type { Screenplay } from "#contracts/screenplay.ts";
import { settleConflict } from "./conflicts";
import { fakeServer, json, screenplayRecord, testEngine } from "#tests/support/offline-fake-server";
import { dropOfflineDb, readOutbox } from "./offline-db";
import { onScreenplayReplaced } from "./screenplay-events";
import type { ConflictChoice } from "./sync-status";

// A 409 is never a loss: the server's record is fetched and merged, or the writer chooses.
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await dropOfflineDb();
});

const scene = (patch: Partial<Scene>): Scene => ({
  id: "s1",
  userId: "u1",
  movieId: "m1",
  title: "Old",
  description: null,
  sceneNumber: 1,
  location: "Attic",
  elements: [],
  characterIds: [],
  timeOfDay: null,
  duration: null,
  metadata: {},
  sceneType: null,
  content: null,
  version: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...patch,
});

const screenplay = (fountain: string, version: number): Screenplay =>
  screenplayRecord(fountain, version, "2026-01-02T00:00:00.000Z");

// The server answers a 409 to the stale write, then `current` when asked for the record.
function staleThen(current: Scene | Screenplay, write: "PATCH" | "PUT") {
  let refused = false;
  server.handler = (method, _path, body) => {
    if (method === write && !refused) {
      refused = true;
      return json(409, { error: { message: "changed elsewhere" } });
    }
    if (method === "GET") return json(200, "fountain" in current ? current : [current]);
    return json(200, { ...current, ...(body as object), version: current.version + 1 });
  };
}

describe("a stale scene edit", () => {
  it("is merged field by field: my title and their location both stay", async () => {
    const { engine } = testEngine();
    const base = scene({});
    await engine.enqueue({
      kind: "scene.update",
      recordId: "s1",
      movieId: "m1",
      baseVersion: 3,
      base,
      body: { title: "Mine" },
    });
    staleThen(
      scene({ location: "Cellar", version: 5, updatedAt: "2020-01-01T00:00:00.000Z" }),
      "PATCH",
    );
    await engine.sync(true);
    const patches = server.calls.filter((c) => c.method === "PATCH").map((c) => c.body);
    expect(patches).toEqual([
      { title: "Mine", version: 3 },
      { title: "Mine", version: 5 },
    ]);
    expect(await readOutbox("u1")).toEqual([]);
  });

  for (const [choice, expected] of [
    ["mine", { title: "Mine", text: "Rain on the roof." }],
    ["theirs", { title: "Theirs", text: "Snow on the roof." }],
    ["both", { title: "Mine / Theirs", text: "Rain on the roof.\n\nSnow on the roof." }],
  ] as const) {
    it(`waits for the person when both changed the same fields, then sends "${choice}"`, async () => {
      const { engine, status } = testEngine();
      const text = (id: string, words: string) => ({
        id,
        elementType: "text" as const,
        content: { text: words },
      });
      const base = scene({ elements: [text("t1", "The roof.")] });
      await engine.enqueue({
        kind: "scene.update",
        recordId: "s1",
        movieId: "m1",
        baseVersion: 3,
        base,
        body: { title: "Mine", elements: [text("t1", "Rain on the roof.")] },
      });
      const theirs = scene({
        title: "Theirs",
        location: "Cellar",
        elements: [text("t1", "Snow on the roof.")],
        version: 5,
        updatedAt: "2999-01-01T00:00:00.000Z",
      });
      staleThen(theirs, "PATCH");
      await engine.sync(true);
      // Nothing is sent past the 409 and nothing is put aside: the write waits, both versions kept.
      expect(server.calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
      const [waiting] = await readOutbox("u1");
      expect(waiting).toMatchObject({ conflict: true, theirs: { title: "Theirs", version: 5 } });
      const [conflict] = status.get().recordConflicts;
      expect(conflict).toMatchObject({ recordId: "s1", type: "scene", name: "Mine" });
      expect(conflict?.fields).toEqual([
        expect.objectContaining({
          label: "Title",
          mine: "Mine",
          theirs: "Theirs",
          canKeepBoth: true,
        }),
        expect.objectContaining({
          label: "Text",
          mine: "Rain on the roof.",
          theirs: "Snow on the roof.",
          canKeepBoth: true,
        }),
      ]);
      expect(status.get().pendingIds.has("s1")).toBe(true);

      await settleConflict(engine, waiting!.id, choice);
      await engine.sync(true);
      const last = server.calls.filter((c) => c.method === "PATCH").at(-1)?.body as Scene & {
        version: number;
      };
      if (choice === "theirs") {
        // Theirs everywhere: nothing is left to send but what they already have.
        expect(server.calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
      } else {
        expect(last.version).toBe(5);
        // Their location (a field only they changed) is not sent back: the server keeps it.
        expect(last).not.toHaveProperty("location");
        expect(last.title).toBe(expected.title);
        expect(last.elements).toEqual([text("t1", expected.text)]);
        expect(last).not.toHaveProperty("metadata");
      }
      expect(await readOutbox("u1")).toEqual([]);
      expect(status.get().recordConflicts).toEqual([]);
    });
  }

  it('offers no "both" where a field holds one value', async () => {
    const { engine, status } = testEngine();
    await engine.enqueue({
      kind: "scene.update",
      recordId: "s1",
      movieId: "m1",
      baseVersion: 3,
      base: scene({}),
      body: { duration: 60 },
    });
    staleThen(scene({ duration: 90, version: 4 }), "PATCH");
    await engine.sync(true);
    expect(status.get().recordConflicts[0]?.fields).toEqual([
      expect.objectContaining({ label: "Duration", mine: "60", theirs: "90", canKeepBoth: false }),
    ]);
  });
});

describe("a stale screenplay save", () => {
  it("is merged line by line when the two edits touch other lines, and an open editor is told", async () => {
    const { engine } = testEngine();
    const replaced = vi.fn();
    const stop = onScreenplayReplaced(replaced);
    await engine.enqueue({
      kind: "screenplay.save",
      recordId: "m1",
      baseVersion: 3,
      baseFountain: "A\nB\nC",
      body: { fountain: "A mine\nB\nC" },
    });
    staleThen(screenplay("A\nB\nC theirs", 4), "PUT");
    await engine.sync(true);
    stop();
    expect(server.calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({
      fountain: "A mine\nB\nC theirs",
      version: 4,
    });
    expect(replaced).toHaveBeenCalledWith(expect.objectContaining({ version: 5 }));
    expect(await readOutbox("u1")).toEqual([]);
  });

  for (const [choice, saves] of [
    [
      "mine",
      [
        ["A theirs", "Edit from another device, saved 2026-01-02 00:00 UTC"],
        ["A mine", undefined],
      ],
    ],
    [
      "theirs",
      [
        ["A mine", "My offline edit"],
        ["A theirs", undefined],
      ],
    ],
    [
      "both",
      [
        ["A theirs", "Edit from another device, saved 2026-01-02 00:00 UTC"],
        ["A mine", "My offline edit"],
      ],
    ],
  ] as const) {
    it(`waits for the writer when both changed the same line; "${choice}" saves both texts`, async () => {
      const { engine, status } = testEngine();
      await engine.enqueue({
        kind: "screenplay.save",
        recordId: "m1",
        baseVersion: 3,
        baseFountain: "A",
        body: { fountain: "A mine" },
      });
      staleThen(screenplay("A theirs", 4), "PUT");
      await engine.sync(true);
      const [conflict] = status.get().conflicts;
      expect(conflict).toMatchObject({ mine: "A mine", theirs: "A theirs" });

      server.calls.length = 0;
      let version = 4;
      server.handler = (method, _p, body) =>
        method === "GET"
          ? json(200, screenplay("A theirs", 4))
          : json(200, screenplay((body as { fountain: string }).fountain, ++version));
      await settleConflict(engine, conflict!.id, choice as ConflictChoice);
      const puts = server.calls
        .filter((c) => c.method === "PUT")
        .map((c) => c.body as { fountain: string; name?: string; version: number });
      expect(puts.map((p) => [p.fountain, p.name])).toEqual(saves);
      expect(puts.map((p) => p.version)).toEqual([4, 5]);
      expect(status.get().conflicts).toEqual([]);
      expect(await readOutbox("u1")).toEqual([]);
    });
  }
});
