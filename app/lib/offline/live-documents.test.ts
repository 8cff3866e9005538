import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { keepLiveDocument, readLiveDocument } from "./live-documents";
import { dropOfflineDb, keepOnlyUnsent } from "./offline-db";

afterEach(() => dropOfflineDb());

const kept = { state: new Uint8Array([0, 0]), ownClients: [7], offlineSince: null };

describe("a live screenplay kept on this device", () => {
  it("is read back as it was kept", async () => {
    await keepLiveDocument("m1", kept);
    expect(await readLiveDocument("m1")).toEqual(kept);
    expect(await readLiveDocument("m2")).toBeNull();
  });

  it("goes at sign-out, with writes waiting or without", async () => {
    await keepLiveDocument("m1", kept);
    await keepOnlyUnsent("u1", []);
    expect(await readLiveDocument("m1")).toBeNull();
    await keepLiveDocument("m1", kept);
    await dropOfflineDb();
    expect(await readLiveDocument("m1")).toBeNull();
  });
});
