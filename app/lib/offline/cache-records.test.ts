import { describe, expect, it } from "vitest";
import { cacheSyncSchema } from "#contracts/cache-sync.ts";
import { entriesFromRestore, toCacheRecord, toMirror } from "./cache-records";
import { failed, newEntry, type OutboxEntry } from "./outbox";

const scene = (id: string, userId = "alice"): OutboxEntry =>
  newEntry(
    {
      kind: "scene.create",
      recordId: `s-${id}`,
      movieId: "m1",
      body: {
        id: `s-${id}`,
        movieId: "m1",
        title: "Attic",
        sceneNumber: 1,
        elements: [],
        characterIds: [],
        metadata: {},
      },
    },
    { id, seq: 1, userId, now: 0 },
  );

const restored = (entry: OutboxEntry, deviceId: string) => ({
  cacheType: "scene" as const,
  cacheKey: entry.id,
  data: JSON.parse(JSON.stringify(entry)) as unknown,
  updatedAt: "2026-01-01T00:00:00.000Z",
  version: entry.rev,
  deviceId,
});

describe("cache records", () => {
  it("mirrors only writes that were tried and still wait, once per change", () => {
    const fresh = scene("e1");
    const tried = failed(scene("e2"), "HTTP 500", 0);
    const mirrored = { ...failed(scene("e3"), "HTTP 500", 0), mirroredRev: 1 };
    expect(toMirror([fresh, tried, mirrored]).map((e) => e.id)).toEqual(["e2"]);
    expect(toMirror([fresh, tried, mirrored], true).map((e) => e.id)).toEqual(["e1", "e2"]);
  });

  it("sends key, type, version and device id, accepted by the sync contract", () => {
    const record = toCacheRecord(scene("e1"), "device_1_abc");
    expect(cacheSyncSchema.parse(record)).toMatchObject({
      cacheKey: "e1",
      cacheType: "scene",
      version: 1,
      deviceId: "device_1_abc",
    });
  });

  it("brings another device's waiting writes into this outbox, ready to send at once", () => {
    const theirs = failed(scene("e1", "alice"), "HTTP 500", 0);
    const entries = entriesFromRestore([restored(theirs, "device_other")], {
      userId: "alice",
      deviceId: "device_me",
      known: new Set(),
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: "e1", attempts: 0, nextAttemptAt: 0, mirroredRev: 1 });
  });

  it("skips this device's own records, ones already here, and data that is not a write", () => {
    const own = restored(scene("e1"), "device_me");
    const known = restored(scene("e2"), "device_other");
    const junk = { ...restored(scene("e3"), "device_other"), data: { hello: "world" } };
    const entries = entriesFromRestore([own, known, junk], {
      userId: "alice",
      deviceId: "device_me",
      known: new Set(["e2"]),
    });
    expect(entries).toEqual([]);
  });
});
