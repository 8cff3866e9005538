import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import {
  deleteEntry,
  dropOfflineDb,
  putBlob,
  putEntries,
  readBlob,
  readKv,
  readOutbox,
  writeKv,
} from "./offline-db";
import { newEntry } from "./outbox";

const entry = (id: string, userId: string, seq: number) =>
  newEntry(
    { kind: "movie.create", recordId: id, body: { id, title: `Movie ${seq}` } },
    { id: `e-${id}`, seq, userId, now: 0 },
  );

describe("offline store in IndexedDB", () => {
  it("keeps each user's outbox apart and deletes an entry once it has landed", async () => {
    await putEntries([entry("m1", "alice", 1), entry("m2", "bob", 2), entry("m3", "alice", 3)]);
    expect((await readOutbox("alice")).map((e) => e.recordId).sort()).toEqual(["m1", "m3"]);
    await deleteEntry("e-m1");
    expect((await readOutbox("alice")).map((e) => e.recordId)).toEqual(["m3"]);
    expect((await readOutbox("bob")).map((e) => e.recordId)).toEqual(["m2"]);
  });

  it("keeps a photo picked offline as a blob", async () => {
    await putBlob({
      id: "b1",
      userId: "alice",
      blob: new Blob(["jpeg"]),
      name: "a.jpg",
      type: "image/jpeg",
    });
    const kept = await readBlob("b1");
    expect(kept?.name).toBe("a.jpg");
    expect(await kept?.blob.text()).toBe("jpeg");
  });

  it("forgets everything on sign-out", async () => {
    await writeKv("query-cache:alice", { clientState: 1 });
    await putEntries([entry("m9", "alice", 9)]);
    await dropOfflineDb();
    expect(await readOutbox("alice")).toEqual([]);
    expect(await readKv("query-cache:alice")).toBeUndefined();
    expect(await readBlob("b1")).toBeUndefined();
  });
});
