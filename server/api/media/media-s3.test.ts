import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "#tests/fakes/fake-s3.ts";
import {
  MB,
  jpegWithGps,
  mediaCalls,
  mp4,
  storedAsset,
  ISO6709_LOCATION,
  videoFixture,
  type Asset,
  type ErrorBody,
  type Grant,
} from "#tests/factories/media.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { convertGuestData } from "#server/domain/guests/convert-guest-data.ts";

// The whole upload with S3_BUCKET set: upload-url → PUT to the presigned URL (the browser talks to
// the bucket, here a loopback fake that checks signatures) → save-metadata → GET /media/{id}.

const bucket = "lifescript-media";
const prefix = "lifescript/test";
const keys = {
  accessKeyId: "AKIDMEDIATEST",
  secretAccessKey: "media-test-secret",
  region: "us-east-1",
};

describe("media pipeline on S3", () => {
  let fake: FakeS3;
  let t: TestApp;
  let alice: Session;
  let gpsJpeg: Buffer;
  let clockOffset = 0; // moves the fake bucket's clock, to outlive a presigned URL

  beforeAll(async () => {
    fake = await startFakeS3({ ...keys, bucket, now: () => Date.now() + clockOffset });
    // Upload links would stop at 8 MB locally (the larger of the photo and video limits).
    t = await createTestApp({
      MEDIA_MAX_IMAGE_BYTES: String(8 * MB),
      MEDIA_MAX_VIDEO_BYTES: String(MB),
      S3_BUCKET: bucket,
      S3_ENDPOINT: fake.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: prefix,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    });
    alice = await t.signUp({ name: "Alice" });
    gpsJpeg = await jpegWithGps();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const grant = (who: Session) => mediaCalls(t).grant(who);
  const save = (who: Session, g: Grant, extra: Record<string, unknown> = {}) =>
    mediaCalls(t).save(who, g, extra);
  // What a browser does (app/features/media/upload.ts): PUT the file with its type, no cookie.
  const put = (g: Grant, bytes: Buffer) =>
    fetch(g.uploadURL, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "application/octet-stream" },
    });
  const upload = async (who: Session, bytes: Buffer, extra: Record<string, unknown> = {}) => {
    const g = await grant(who);
    expect((await put(g, bytes)).status).toBe(200);
    return { g, response: await save(who, g, extra) };
  };
  const rawKey = (who: Session, g: Grant) => `${prefix}/incoming/${who.userId}/${g.objectId}`;
  // Where the saved asset's bytes and thumbnail are in the bucket, as its row records them.
  const savedKeys = async (g: Grant) => {
    const row = await storedAsset(t, g.objectId);
    return {
      file: `${prefix}/${row?.objectKey}`,
      thumbnail: row?.thumbnailKey ? `${prefix}/${row.thumbnailKey}` : null,
    };
  };
  const objectsOf = (g: Grant) =>
    [...fake.objects.keys()].filter((k) => k.startsWith(`${prefix}/media/${g.objectId}/`));
  const requestsFor = (key: string) =>
    fake.requests.filter((r) => r.key === key).map((r) => `${r.method} ${r.range ?? "all"}`);

  it("gives a presigned PUT on the bucket that ends with the grant", async () => {
    const g = await grant(alice);
    const url = new URL(g.uploadURL);
    expect(url.origin).toBe(fake.endpoint);
    expect(url.pathname).toBe(`/${bucket}/${prefix}/incoming/${alice.userId}/${g.objectId}`);
    expect(url.searchParams.get("X-Amz-Credential")).toMatch(/^AKIDMEDIATEST\//);
    const signedAt = Date.parse(
      (url.searchParams.get("X-Amz-Date") ?? "").replace(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
        "$1-$2-$3T$4:$5:$6Z",
      ),
    );
    const endsAt = signedAt + Number(url.searchParams.get("X-Amz-Expires")) * 1000;
    expect(endsAt).toBe(Math.floor(Date.parse(g.expiresAt) / 1000) * 1000);
    // The app's own upload route belongs to the local driver only.
    const local = await t.request(`/uploads/${g.objectId}`, { method: "PUT", body: "x" });
    expect(local.status).toBe(404);
  });

  it("strips GPS and camera EXIF from a photo, keeps it in the bucket and serves it", async () => {
    const { g, response } = await upload(alice, gpsJpeg);
    expect(response.status).toBe(201);
    const asset = (await response.json()) as Asset;
    expect(asset).toMatchObject({ publicUrl: g.publicPath, mimeType: "image/jpeg" });

    const file = await t.request(asset.publicUrl, { as: alice });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    const served = Buffer.from(await file.arrayBuffer());
    const after = await sharp(served).metadata();
    expect(after.format).toBe("jpeg");
    expect([after.width, after.height]).toEqual([800, 600]);
    expect(after.exif).toBeUndefined();
    expect(served.includes(Buffer.from("Pocket 9"))).toBe(false);
    // What the bucket holds is the re-encoded photo, not the upload.
    const saved = await savedKeys(g);
    expect(fake.objects.get(saved.file)).toEqual(served);

    const thumb = await t.request(asset.thumbnailUrl ?? "", { as: alice });
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([480, 360]);
    expect(fake.objects.has(saved.thumbnail ?? "")).toBe(true);
    expect(fake.objects.has(rawKey(alice, g))).toBe(false);
  });

  it("moves a scene video within the bucket and serves byte ranges (206)", async () => {
    const { g, response } = await upload(alice, mp4, {
      filename: "first-steps.mp4",
      mimeType: "video/mp4",
      entityType: "scene",
    });
    expect(response.status).toBe(201);
    const asset = (await response.json()) as Asset;
    expect(asset).toMatchObject({ mimeType: "video/mp4", thumbnailUrl: null });
    expect(fake.objects.has(rawKey(alice, g))).toBe(false);
    const saved = await savedKeys(g);
    expect(fake.objects.get(saved.file)).toEqual(mp4);

    const part = await t.request(asset.publicUrl, { as: alice, headers: { range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.headers.get("content-length")).toBe("8");
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe("ftypisom");
    // Only the asked range came from the bucket, not the whole video.
    expect(requestsFor(saved.file).at(-1)).toBe("GET bytes=4-11");
    const bad = await t.request(asset.publicUrl, {
      as: alice,
      headers: { range: `bytes=${mp4.length + 5}-` },
    });
    expect(bad.status).toBe(416);
  });

  it("answers saves of one upload sent at the same moment with one asset, keeping only its objects", async () => {
    const kinds = [
      { bytes: gpsJpeg, extra: {} },
      { bytes: mp4, extra: { filename: "clip.mp4", mimeType: "video/mp4", entityType: "scene" } },
    ];
    for (const { bytes, extra } of kinds) {
      const g = await grant(alice);
      expect((await put(g, bytes)).status).toBe(200);
      const responses = await Promise.all([1, 2, 3, 4].map(() => save(alice, g, extra)));
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as Asset).id));
      expect(new Set(ids).size).toBe(1);
      const saved = await savedKeys(g);
      expect(objectsOf(g).sort()).toEqual([saved.file, saved.thumbnail].filter(Boolean).sort());
      expect(fake.objects.has(rawKey(alice, g))).toBe(false);
      expect((await t.request(g.publicPath, { as: alice })).status).toBe(200);
    }
  });

  it("keeps serving media whose rows moved to another account (guest sign-up, a merge)", async () => {
    const guest = await t.signUp({ name: "Guest" });
    const account = await t.signUp({ name: "Account" });
    const photo = await upload(guest, gpsJpeg);
    expect(photo.response.status).toBe(201);
    const photoBytes = await (await t.request(photo.g.publicPath, { as: guest })).arrayBuffer();

    await convertGuestData(t.services.database.db, guest.userId, account.userId);

    const moved = await t.request(photo.g.publicPath, { as: account });
    expect(moved.status).toBe(200);
    expect(Buffer.from(await moved.arrayBuffer())).toEqual(Buffer.from(photoBytes));
    expect((await t.request(`${photo.g.publicPath}/thumbnail`, { as: account })).status).toBe(200);
    expect((await t.request(photo.g.publicPath, { as: guest })).status).toBe(404);
    expect((await savedKeys(photo.g)).file).not.toContain(guest.userId);
  });

  it("keeps a phone video's location out of the bucket (©xyz blanked before it is stored)", async () => {
    const original = videoFixture("phone-location.mp4");
    const { g, response } = await upload(alice, original, {
      filename: "walk.mp4",
      mimeType: "video/mp4",
      entityType: "scene",
    });
    expect(response.status).toBe(201);
    const stored = fake.objects.get((await savedKeys(g)).file);
    expect(stored?.length).toBe(original.length);
    expect(stored?.includes(ISO6709_LOCATION)).toBe(false);
    expect(fake.objects.has(rawKey(alice, g))).toBe(false);
    const asset = (await response.json()) as Asset;
    const served = Buffer.from(
      await (await t.request(asset.publicUrl, { as: alice })).arrayBuffer(),
    );
    expect(served.includes(ISO6709_LOCATION)).toBe(false);
  });

  it("refuses a text file named .jpg, or an empty one (415), and deletes it from the bucket", async () => {
    for (const bytes of [Buffer.from("<script>alert(1)</script> not an image"), Buffer.alloc(0)]) {
      const { g, response } = await upload(alice, bytes, { filename: "holiday.jpg" });
      expect(response.status).toBe(415);
      expect(((await response.json()) as ErrorBody).error.code).toBe("unsupported_media_type");
      expect(fake.objects.has(rawKey(alice, g))).toBe(false);
      expect((await save(alice, g)).status).toBe(404);
    }
  });

  it("refuses an oversized upload at save-metadata (413), deleting it unread", async () => {
    // A presigned PUT cannot be cut off while it streams: the bucket takes the whole 9 MB, past
    // the 8 MB upload limit, and save-metadata is where it is caught.
    const big = Buffer.concat([gpsJpeg, Buffer.alloc(9 * MB - gpsJpeg.length)]);
    const photo = await upload(alice, big, { entityType: "scene" });
    expect(photo.response.status).toBe(413);
    expect(((await photo.response.json()) as ErrorBody).error.message).toBe(
      "Maximum file size for photos is 8MB",
    );
    expect(fake.objects.has(rawKey(alice, photo.g))).toBe(false);
    // Its size came from HEAD and its type from the first 4100 bytes: it was never downloaded.
    expect(requestsFor(rawKey(alice, photo.g))).toEqual([
      "PUT all",
      "HEAD all",
      "GET bytes=0-4099",
      "DELETE all",
    ]);

    const video = await upload(alice, Buffer.concat([mp4, Buffer.alloc(MB)]), {
      entityType: "scene",
    });
    expect(video.response.status).toBe(413);
    expect(((await video.response.json()) as ErrorBody).error.message).toBe(
      "Maximum file size for videos is 1MB",
    );
    expect(fake.objects.has(rawKey(alice, video.g))).toBe(false);

    const cover = await upload(alice, Buffer.concat([gpsJpeg, Buffer.alloc(5 * MB)]));
    expect(cover.response.status).toBe(413);
    expect(((await cover.response.json()) as ErrorBody).error.message).toBe(
      "Maximum file size is 5MB",
    );
    expect(fake.objects.has(rawKey(alice, cover.g))).toBe(false);
  });

  it("has the bucket refuse a presigned URL once it expired (403), leaving nothing to save", async () => {
    const g = await grant(alice);
    clockOffset = 15 * 60 * 1000 + 1000;
    try {
      const response = await put(g, gpsJpeg);
      expect(response.status).toBe(403);
      const body = await response.text();
      expect(body).toContain("<Code>AccessDenied</Code>");
      expect(body).toContain("<Message>Request has expired</Message>");
    } finally {
      clockOffset = 0;
    }
    expect(fake.objects.has(rawKey(alice, g))).toBe(false);
    expect((await save(alice, g)).status).toBe(404);
  });
});
