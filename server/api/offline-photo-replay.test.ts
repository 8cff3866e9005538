import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegWithGps, type Grant } from "#tests/factories/media.ts";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { mediaAssets, scenes } from "../db/schema/index.ts";

// An offline photo is sent when the connection returns through the normal three steps (upload
// URL, PUT of the bytes, save-metadata), then the scene that shows it, created with a client id.
// When an answer is lost the outbox replays the whole item: the server must end with one scene,
// one element and one media asset, and no stray bytes.
describe("offline photo replay after a lost answer", () => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp();
  });
  afterAll(() => t.close());

  const grant = async (who: Session, objectId?: string) => {
    const response = await t.request("/api/media-assets/upload-url", {
      method: "POST",
      as: who,
      json: objectId ? { objectId } : {},
    });
    return { response, grant: response.status === 200 ? ((await response.json()) as Grant) : null };
  };
  const put = (g: Grant, bytes: Buffer) =>
    t.request(g.uploadURL.replace(/^https?:\/\/[^/]+/, ""), {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "image/jpeg" },
      duplex: "half",
    } as RequestInit);
  const save = (who: Session, g: Grant) =>
    t.request("/api/media-assets/save-metadata", {
      method: "POST",
      as: who,
      json: {
        publicPath: g.publicPath,
        filename: "pier.jpg",
        mimeType: "image/jpeg",
        byteSize: 1,
        entityType: "scene",
      },
    });
  const incomingFiles = () => {
    const root = path.join(t.services.env.dataDir, "media", "incoming");
    return fs.existsSync(root)
      ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) =>
          fs.statSync(path.join(root, f)).isFile(),
        )
      : [];
  };

  it("replaying every step with the client's ids makes one scene, one element, one asset", async () => {
    const movie = await t.createMovie(alice, "The pier");
    const objectId = crypto.randomUUID();
    const sceneId = crypto.randomUUID();
    const bytes = await jpegWithGps();
    const statuses: number[][] = [];

    for (let attempt = 0; attempt < 2; attempt++) {
      const { response, grant: g } = await grant(alice, objectId);
      expect(response.status).toBe(200);
      if (!g) return;
      expect(g.objectId).toBe(objectId);
      const uploaded = await put(g, bytes);
      const saved = await save(alice, g);
      const asset = (await saved.json()) as { publicUrl: string };
      const scene = await t.request("/api/scenes", {
        method: "POST",
        as: alice,
        json: {
          id: sceneId,
          movieId: movie.id,
          title: "Rain on the pier",
          sceneNumber: 1,
          elements: [
            {
              id: "photo-1",
              elementType: "image",
              content: { imageUrl: asset.publicUrl, alt: "The pier" },
            },
          ],
        },
      });
      statuses.push([uploaded.status, saved.status, scene.status]);
    }
    // The first try answered (the browser lost it), the replay answers the same rows.
    expect(statuses).toEqual([
      [200, 201, 201],
      [200, 200, 200],
    ]);

    const db = t.services.database.db;
    const assets = await db.select().from(mediaAssets).where(eq(mediaAssets.userId, alice.userId));
    expect(assets.map((a) => a.objectId)).toEqual([objectId]);
    const rows = await db.select().from(scenes).where(eq(scenes.movieId, movie.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.elements).toHaveLength(1);
    // The replayed PUT's bytes are not left waiting for a save that already happened.
    expect(incomingFiles()).toEqual([]);
    // The photo as stored has no location.
    const stored = await t.request(`/media/${objectId}`, { as: alice });
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).includes(Buffer.from("GPS"))).toBe(false);
  });

  it("a replayed scene edit that adds a photo is refused as stale, never adding it twice", async () => {
    const movie = await t.createMovie(alice, "The harbour");
    const created = await t.request("/api/scenes", {
      method: "POST",
      as: alice,
      json: { id: crypto.randomUUID(), movieId: movie.id, title: "Harbour", sceneNumber: 1 },
    });
    const scene = (await created.json()) as { id: string; version: number };
    const { grant: g } = await grant(alice, crypto.randomUUID());
    if (!g) throw new Error("no grant");
    await put(g, await jpegWithGps());
    const asset = (await (await save(alice, g)).json()) as { publicUrl: string };
    const edit = {
      version: scene.version,
      elements: [
        {
          id: "photo-1",
          elementType: "image",
          content: { imageUrl: asset.publicUrl, alt: "Boats" },
        },
      ],
    };
    const patch = () =>
      t.request(`/api/scenes/${scene.id}`, { method: "PATCH", as: alice, json: edit });
    expect((await patch()).status).toBe(200);
    const replay = await patch();
    // The sync engine merges on 409 (decision 0032): the photo is already there, nothing to send.
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as ErrorBody).error.details?.currentVersion).toBe(
      scene.version + 1,
    );
    const [row] = await t.services.database.db.select().from(scenes).where(eq(scenes.id, scene.id));
    expect(row?.elements).toHaveLength(1);
  });

  it("refuses another user's object id with 409 and keeps their photo", async () => {
    const bob = await t.signUp();
    const objectId = crypto.randomUUID();
    const { grant: g } = await grant(alice, objectId);
    if (!g) throw new Error("no grant");
    expect((await put(g, await jpegWithGps())).status).toBe(200);
    expect((await save(alice, g)).status).toBe(201);

    const { response } = await grant(bob, objectId);
    expect(response.status).toBe(409);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.message).toMatch(/objectId/);
    expect((await t.request(`/media/${objectId}`, { as: alice })).status).toBe(200);
  });

  it("refuses an objectId that is not a UUID, naming it", async () => {
    const { response } = await grant(alice, "photo-1");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(/^objectId: /);
  });
});
