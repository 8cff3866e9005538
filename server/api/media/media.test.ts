import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MB,
  jpegWithGps,
  mediaCalls,
  mp4,
  storedAsset,
  ISO6709_LOCATION,
  TAKEN_AT,
  videoFixture,
  type Asset,
  type ErrorBody,
  type Grant,
} from "#tests/factories/media.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { convertGuestData } from "#server/domain/guests/convert-guest-data.ts";
import { UNREADABLE_VIDEO_MESSAGE } from "#server/domain/media/strip-video-metadata.ts";
import { deriveUploadKey, signUpload } from "#server/storage/upload-signature.ts";

describe("media pipeline", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let gpsJpeg: Buffer;

  beforeAll(async () => {
    // Upload links stop at 8 MB here (the larger of the photo and video limits).
    t = await createTestApp({
      MEDIA_MAX_IMAGE_BYTES: String(8 * MB),
      MEDIA_MAX_VIDEO_BYTES: String(MB),
    });
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
    gpsJpeg = await jpegWithGps();
  });
  afterAll(() => t.close());

  const relative = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
  const grant = (who: Session) => mediaCalls(t).grant(who);
  const put = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.request(relative(url), {
      method: "PUT",
      body,
      headers: { "content-type": "application/octet-stream", ...headers },
      duplex: "half",
    } as RequestInit);
  const save = (who: Session, g: Grant, extra: Record<string, unknown> = {}) =>
    mediaCalls(t).save(who, g, extra);
  const upload = async (who: Session, bytes: Buffer, extra: Record<string, unknown> = {}) => {
    const g = await grant(who);
    expect((await put(g.uploadURL, new Uint8Array(bytes))).status).toBe(200);
    return { g, response: await save(who, g, extra) };
  };
  const mediaDir = () => path.join(t.services.env.dataDir, "media");
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [];

  it("needs a session for the upload URL and for reading media", async () => {
    const response = await t.request("/api/media-assets/upload-url", { method: "POST", json: {} });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Authentication required");
    const saveResponse = await t.request("/api/media-assets/save-metadata", {
      method: "POST",
      json: {
        publicPath: `/media/${crypto.randomUUID()}`,
        filename: "a.jpg",
        mimeType: "image/jpeg",
        byteSize: 1,
        entityType: "movie",
      },
    });
    expect(saveResponse.status).toBe(401);
    expect((await t.request(`/media/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it("gives a signed upload URL and a public path", async () => {
    const g = await grant(alice);
    expect(g.publicPath).toBe(`/media/${g.objectId}`);
    const url = new URL(g.uploadURL);
    expect(url.pathname).toBe(`/uploads/${g.objectId}`);
    expect(url.searchParams.get("signature")).toMatch(/^[\w-]{43}$/);
  });

  it("strips GPS and camera EXIF from a photo, keeps it a JPEG, makes a thumbnail, and answers when it was taken", async () => {
    const before = await sharp(gpsJpeg).metadata();
    expect(before.exif?.includes(Buffer.from("Pocket 9"))).toBe(true);
    expect(before.exif && before.exif.length).toBeGreaterThan(100);

    const { g, response } = await upload(alice, gpsJpeg);
    expect(response.status).toBe(201);
    const asset = (await response.json()) as Asset;
    expect(asset).toMatchObject({
      publicUrl: g.publicPath,
      mimeType: "image/jpeg",
      // Read before the EXIF went: the shutter's time, for the image element's takenAt.
      takenAt: TAKEN_AT,
    });
    expect(asset.id).toMatch(/^[0-9a-f-]{36}$/);

    const file = await t.request(asset.publicUrl, { as: alice });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    const served = Buffer.from(await file.arrayBuffer());
    const after = await sharp(served).metadata();
    expect(after.format).toBe("jpeg");
    expect([after.width, after.height]).toEqual([800, 600]);
    expect(after.exif).toBeUndefined();
    expect(served.includes(Buffer.from("Pocket 9"))).toBe(false);

    const thumb = await t.request(asset.thumbnailUrl ?? "", { as: alice });
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([480, 360]);

    // The raw upload is gone once processed; a retry of save-metadata answers the same asset.
    expect(
      filesUnder(path.join(mediaDir(), "incoming")).filter((f) => f.includes(g.objectId)),
    ).toEqual([]);
    const retry = await save(alice, g);
    expect(retry.status).toBe(200);
    expect((await retry.json()) as Asset).toMatchObject({ id: asset.id, takenAt: TAKEN_AT });
  });

  it("refuses a text file named .jpg (415) and deletes it", async () => {
    const { g, response } = await upload(
      alice,
      Buffer.from("<script>alert(1)</script> not an image"),
      {
        filename: "holiday.jpg",
      },
    );
    expect(response.status).toBe(415);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("unsupported_media_type");
    expect(body.error.message).toBe(
      "This file is not a supported image or video (JPG, PNG, WEBP, GIF, AVIF, MP4, WEBM or MOV): its content does not match any of them, whatever its name says.",
    );
    expect((await save(alice, g)).status).toBe(404);
  });

  it("accepts only images up to 5 MB for a movie cover", async () => {
    const video = await upload(alice, mp4, { filename: "clip.jpg" });
    expect(video.response.status).toBe(415);
    expect(((await video.response.json()) as ErrorBody).error.message).toBe(
      "Please select an image file",
    );
    const big = Buffer.concat([gpsJpeg, Buffer.alloc(5_242_881 - gpsJpeg.length)]);
    const tooBig = await upload(alice, big);
    expect(tooBig.response.status).toBe(413);
    expect(((await tooBig.response.json()) as ErrorBody).error.message).toBe(
      "Maximum file size is 5MB",
    );
  });

  it("accepts a video in a scene and serves byte ranges", async () => {
    const { response } = await upload(alice, mp4, {
      filename: "first-steps.mp4",
      mimeType: "video/mp4",
      entityType: "scene",
    });
    expect(response.status).toBe(201);
    const asset = (await response.json()) as Asset;
    expect(asset).toMatchObject({ mimeType: "video/mp4", thumbnailUrl: null });

    const part = await t.request(asset.publicUrl, { as: alice, headers: { range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe("ftypisom");
    const tail = await t.request(asset.publicUrl, { as: alice, headers: { range: "bytes=-10" } });
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const bad = await t.request(asset.publicUrl, {
      as: alice,
      headers: { range: `bytes=${mp4.length + 5}-` },
    });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("content-range")).toBe(`bytes */${mp4.length}`);

    const tooLong = Buffer.concat([mp4, Buffer.alloc(MB)]);
    const refused = await upload(alice, tooLong, { entityType: "scene" });
    expect(refused.response.status).toBe(413);
    expect(((await refused.response.json()) as ErrorBody).error.message).toBe(
      "Maximum file size for videos is 1MB",
    );
  });

  it("answers saves of one upload sent at the same moment with one asset, keeping only its files", async () => {
    const kinds = [
      { bytes: gpsJpeg, extra: {} },
      { bytes: mp4, extra: { filename: "clip.mp4", mimeType: "video/mp4", entityType: "scene" } },
    ];
    for (const { bytes, extra } of kinds) {
      const g = await grant(alice);
      expect((await put(g.uploadURL, new Uint8Array(bytes))).status).toBe(200);
      const responses = await Promise.all([1, 2, 3, 4].map(() => save(alice, g, extra)));
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as Asset).id));
      expect(new Set(ids).size).toBe(1);
      const row = await storedAsset(t, g.objectId);
      const kept = [row?.objectKey, row?.thumbnailKey].filter(Boolean).map((k) => `media/${k}`);
      // Exactly the winner's files are left: the losers removed theirs and nothing of the winner.
      const left = filesUnder(path.join(mediaDir(), "media", g.objectId)).map(
        (f) => `media/media/${g.objectId}/${f}`,
      );
      expect(left.sort()).toEqual(kept.sort());
      expect((await t.request(g.publicPath, { as: alice })).status).toBe(200);
    }
  });

  it("keeps serving media whose rows moved to another account (guest sign-up, a merge)", async () => {
    const guest = await t.signUp({ name: "Guest" });
    const account = await t.signUp({ name: "Account" });
    const photo = await upload(guest, gpsJpeg);
    const video = await upload(guest, mp4, { entityType: "scene", filename: "a.mp4" });
    const photoBytes = await (await t.request(photo.g.publicPath, { as: guest })).arrayBuffer();

    await convertGuestData(t.services.database.db, guest.userId, account.userId);

    const moved = await t.request(photo.g.publicPath, { as: account });
    expect(moved.status).toBe(200);
    expect(Buffer.from(await moved.arrayBuffer())).toEqual(Buffer.from(photoBytes));
    expect((await t.request(`${photo.g.publicPath}/thumbnail`, { as: account })).status).toBe(200);
    const clip = await t.request(video.g.publicPath, { as: account });
    expect(Buffer.from(await clip.arrayBuffer())).toEqual(mp4);
    expect((await t.request(photo.g.publicPath, { as: guest })).status).toBe(404);
    // The stored key names no user, so no later move can orphan it.
    const row = await storedAsset(t, photo.g.objectId);
    expect(row?.objectKey).not.toContain(guest.userId);
    // A retried save-metadata from the new account answers the moved asset.
    expect((await save(account, photo.g)).status).toBe(200);
  });

  it("serves a phone's video without the location it recorded (MP4 ©xyz, MOV, WebM)", async () => {
    for (const [name, mimeType] of [
      ["phone-location.mp4", "video/mp4"],
      ["apple-location.mov", "video/quicktime"],
      ["location.webm", "video/webm"],
    ] as const) {
      const original = videoFixture(name);
      expect(original.includes(ISO6709_LOCATION)).toBe(true);
      const { response } = await upload(alice, original, {
        filename: name,
        mimeType,
        entityType: "scene",
      });
      expect(response.status).toBe(201);
      const asset = (await response.json()) as Asset & { byteSize: number };
      expect(asset.mimeType).toBe(mimeType);
      const served = Buffer.from(
        await (await t.request(asset.publicUrl, { as: alice })).arrayBuffer(),
      );
      expect(served.includes(ISO6709_LOCATION), name).toBe(false);
      expect(served.includes("\u00a9xyz", 0, "latin1"), name).toBe(false);
      // Blanked in place: same length, so the sample offsets (and seeking) still hold.
      expect(served.length).toBe(original.length);
      const objectId = asset.publicUrl.split("/").pop() ?? "-";
      const onDisk = filesUnder(path.join(mediaDir(), "media", objectId)).map((f) =>
        fs.readFileSync(path.join(mediaDir(), "media", objectId, f)),
      );
      expect(onDisk).toHaveLength(1);
      expect(onDisk[0]?.includes(ISO6709_LOCATION)).toBe(false);
    }
  });

  it("refuses a video whose container cannot be read (415), keeping nothing", async () => {
    const damaged = Buffer.concat([mp4.subarray(0, 32), Buffer.alloc(2000, 7)]);
    const { g, response } = await upload(alice, damaged, {
      filename: "clip.mp4",
      mimeType: "video/mp4",
      entityType: "scene",
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorBody).error.message).toBe(UNREADABLE_VIDEO_MESSAGE);
    expect(filesUnder(mediaDir()).some((f) => f.includes(g.objectId))).toBe(false);
  });

  it("hides one user's media from another (404)", async () => {
    const { g, response } = await upload(alice, gpsJpeg);
    const asset = (await response.json()) as Asset;
    expect((await t.request(asset.publicUrl, { as: bob })).status).toBe(404);
    expect((await t.request(`${asset.publicUrl}/thumbnail`, { as: bob })).status).toBe(404);
    expect((await t.request("/media/not-a-uuid", { as: bob })).status).toBe(404);
    // Bob cannot claim Alice's upload either: it is not under his name.
    const other = await grant(alice);
    await put(other.uploadURL, new Uint8Array(gpsJpeg));
    expect((await save(bob, other)).status).toBe(404);
    expect((await save(bob, g)).status).toBe(404);
    expect((await save(alice, other)).status).toBe(201);
  });

  it("cuts off an upload past the limit while it streams (413) and keeps nothing", async () => {
    const g = await grant(alice);
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(1);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 9 * MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await put(g.uploadURL, body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "File too large: uploads are limited to 8MB.",
    );
    expect(sent).toBeLessThan(9 * MB);
    expect(
      filesUnder(path.join(mediaDir(), "incoming")).filter((f) => f.includes(g.objectId)),
    ).toEqual([]);
    expect((await save(alice, g)).status).toBe(404);

    const declared = await put(g.uploadURL, new Uint8Array(10), {
      "content-length": String(9 * MB),
    });
    expect(declared.status).toBe(413);
  });

  it("refuses an expired or forged upload link (403)", async () => {
    const g = await grant(alice);
    const url = new URL(g.uploadURL);
    const forged = new URL(url);
    const signature = url.searchParams.get("signature") ?? "";
    forged.searchParams.set(
      "signature",
      `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
    );
    const forgedResponse = await put(forged.toString(), new Uint8Array(gpsJpeg));
    expect(forgedResponse.status).toBe(403);
    expect(((await forgedResponse.json()) as ErrorBody).error.message).toBe(
      "This upload link is not valid. Ask for a new upload URL and try again.",
    );
    const otherOwner = new URL(url);
    otherOwner.searchParams.set("owner", bob.userId);
    expect((await put(otherOwner.toString(), new Uint8Array(gpsJpeg))).status).toBe(403);

    const key = deriveUploadKey("test-secret-test-secret-test-secret-0123");
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = new URL(url);
    expired.searchParams.set("expires", String(past));
    expired.searchParams.set("signature", signUpload(key, g.objectId, alice.userId, past));
    const expiredResponse = await put(expired.toString(), new Uint8Array(gpsJpeg));
    expect(expiredResponse.status).toBe(403);
    expect(((await expiredResponse.json()) as ErrorBody).error.message).toBe(
      "This upload link has expired. Ask for a new upload URL and try again.",
    );
    expect((await save(alice, g)).status).toBe(404);
  });

  it("validates save-metadata", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { publicPath: "/etc/passwd" },
        "publicPath: publicPath must be the publicPath returned by upload-url",
      ],
      [{ entityType: "user" }, "entityType: entityType must be one of movie, scene, character"],
      [{ filename: " " }, "filename: filename is required"],
    ];
    const g = await grant(alice);
    for (const [extra, message] of cases) {
      const response = await save(alice, g, extra);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    }
  });

  it("documents every media route in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths["/api/media-assets/upload-url"]?.post).toBeDefined();
    expect(doc.paths["/api/media-assets/save-metadata"]?.post).toBeDefined();
    expect(doc.paths["/uploads/{objectId}"]?.put).toBeDefined();
    expect(doc.paths["/media/{objectId}"]?.get).toBeDefined();
    expect(doc.paths["/media/{objectId}/thumbnail"]?.get).toBeDefined();
  });
});
