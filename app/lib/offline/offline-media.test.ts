import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dropOfflineDb } from "./offline-db";
import { keepOfflineMedia, replaceStandIns, standInIds, uploadStandIns } from "./offline-media";
import { newEntry } from "./outbox";

afterEach(() => dropOfflineDb());

describe("media picked offline", () => {
  it("is kept as a blob behind a stand-in address a scene element accepts", async () => {
    const kept = await keepOfflineMedia(new File(["jpeg"], "a.jpg", { type: "image/jpeg" }), "u1");
    expect(kept.publicUrl).toMatch(/^\/offline-media\/[0-9a-f-]{36}$/);
  });

  it("is uploaded before the scene that uses it is sent, and the scene gets the real address", async () => {
    const kept = await keepOfflineMedia(new File(["jpeg"], "a.jpg", { type: "image/jpeg" }), "u1");
    const entry = newEntry(
      {
        kind: "scene.create",
        recordId: "s1",
        movieId: "m1",
        body: {
          id: "s1",
          movieId: "m1",
          title: "Beach",
          sceneNumber: 1,
          characterIds: [],
          metadata: {},
          elements: [
            { id: "e1", elementType: "image", content: { imageUrl: kept.publicUrl, alt: "a.jpg" } },
          ],
        },
      },
      { id: "x", seq: 1, userId: "u1", now: 0 },
    );
    const upload = vi.fn(async (file: File) => {
      expect(await file.text()).toBe("jpeg");
      return { id: "asset", publicUrl: "/media/u1/real.jpg" };
    });
    const sent = await uploadStandIns(entry, upload);
    // The kept blob's id is the media object's id, so a replay is the same asset, and the sync's
    // upload goes straight to the server.
    expect(upload).toHaveBeenCalledWith(
      expect.any(File),
      { entityType: "scene", entityId: "s1" },
      { objectId: kept.id },
    );
    expect(JSON.stringify("body" in sent && sent.body)).toContain(
      '"imageUrl":"/media/u1/real.jpg"',
    );
    expect(standInIds("body" in sent && sent.body)).toEqual([]);
  });

  it("finds each stand-in once and replaces only known ones", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const value = { a: `/offline-media/${id}`, b: [`/offline-media/${id}`] };
    expect(standInIds(value)).toEqual([id]);
    expect(replaceStandIns(value, new Map([[id, "/media/x.jpg"]]))).toEqual({
      a: "/media/x.jpg",
      b: ["/media/x.jpg"],
    });
    expect(replaceStandIns(value, new Map())).toEqual(value);
  });
});
