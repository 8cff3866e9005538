import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { unsentEntries } from "./clear";
import { keepOfflineMedia } from "./offline-media";
import {
  dropOfflineDb,
  keepOnlyUnsent,
  putEntries,
  readBlob,
  readKv,
  readOutbox,
  writeKv,
} from "./offline-db";
import { newEntry, type OutboxEntry } from "./outbox";

afterEach(() => dropOfflineDb());

const movie = (id: string, userId = "u1"): OutboxEntry =>
  newEntry(
    { kind: "movie.create", recordId: id, body: { id, title: `Movie ${id}` } },
    { id: `entry-${id}`, seq: 1, userId, now: 0 },
  );

describe("sign-out with writes waiting", () => {
  it("counts as unsent only writes neither sent nor mirrored at their latest revision", () => {
    const fresh = movie("a");
    const mirroredEarlier = { ...movie("b"), rev: 3, mirroredRev: 2 };
    const mirroredNow = { ...movie("c"), rev: 2, mirroredRev: 2 };
    const mirroredJustNow = movie("d");
    expect(
      unsentEntries([fresh, mirroredEarlier, mirroredNow, mirroredJustNow], new Set(["entry-d"])),
    ).toEqual([fresh, mirroredEarlier]);
  });

  it("keeps only the unsent writes and this person's photos; the cached screens go", async () => {
    const kept = await keepOfflineMedia(new File(["jpeg"], "a.jpg", { type: "image/jpeg" }), "u1");
    const othersPhoto = await keepOfflineMedia(
      new File(["x"], "b.jpg", { type: "image/jpeg" }),
      "u2",
    );
    const unsent = movie("a");
    await putEntries([unsent, movie("b")]);
    await writeKv("query-cache:u1", { movies: [] });

    await keepOnlyUnsent("u1", [unsent]);

    expect(await readOutbox("u1")).toEqual([unsent]);
    expect(await readBlob(kept.id)).toBeDefined();
    expect(await readBlob(othersPhoto.id)).toBeUndefined();
    expect(await readKv("query-cache:u1")).toBeUndefined();
  });
});
