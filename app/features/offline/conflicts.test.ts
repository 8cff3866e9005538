import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Scene } from "@contracts/scene.ts";
import type { Screenplay } from "@contracts/screenplay.ts";
import { settleConflict } from "./conflicts";
import { fakeServer, json, screenplayRecord, testEngine } from "./fake-server";
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

  it("keeps my value in the scene's metadata when their newer edit of the same field wins", async () => {
    const { engine } = testEngine();
    await engine.enqueue({
      kind: "scene.update",
      recordId: "s1",
      movieId: "m1",
      baseVersion: 3,
      base: scene({}),
      body: { title: "Mine" },
    });
    staleThen(
      scene({ title: "Theirs", version: 5, updatedAt: "2999-01-01T00:00:00.000Z" }),
      "PATCH",
    );
    await engine.sync(true);
    const last = server.calls.filter((c) => c.method === "PATCH").at(-1)?.body;
    expect(last).toMatchObject({
      version: 5,
      metadata: { mergedAway: [expect.objectContaining({ field: "title", value: "Mine" })] },
    });
    expect(last).not.toHaveProperty("title");
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
