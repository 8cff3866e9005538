import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { mediaAssets } from "#server/db/schema/index.ts";
import type { Session, TestApp } from "./test-app.ts";

// What the media tests upload and the calls they make, shared by the local and S3 driver suites.

export type { ErrorBody } from "./test-app.ts";
export type Grant = { uploadURL: string; publicPath: string; objectId: string; expiresAt: string };
export type Asset = {
  id: string;
  publicUrl: string;
  thumbnailUrl: string | null;
  mimeType: string;
  takenAt: string | null;
};

export const MB = 1024 * 1024;

// Real one-second videos (tests/fixtures/video/README.md says how they were made).
export const videoFixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, "..", "fixtures", "video", name));

// An MP4 without metadata: stored as it is.
export const mp4 = videoFixture("clean.mp4");
// What phones write: where the video was taken, in the container's metadata.
export const ISO6709_LOCATION = "+48.8584+002.2945";

// When jpegWithGps was taken, as its camera wrote it (local time, no zone).
export const TAKEN_AT = "2019-07-12T18:30:05";

// An 800×600 JPEG carrying what a phone writes: camera make and model, when and where it was
// taken.
export const jpegWithGps = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#c33" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 9", DateTime: "2019:07:13 09:00:00" },
      IFD2: { DateTimeOriginal: "2019:07:12 18:30:05" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 4000/100",
      },
    })
    .toBuffer();

// Steps one and three of an upload; step two (the PUT) depends on the storage driver.
export function mediaCalls(t: TestApp) {
  return {
    grant: async (who: Session) =>
      (await (
        await t.request("/api/media-assets/upload-url", { method: "POST", as: who, json: {} })
      ).json()) as Grant,
    save: (who: Session, g: Grant, extra: Record<string, unknown> = {}) =>
      t.request("/api/media-assets/save-metadata", {
        method: "POST",
        as: who,
        json: {
          publicPath: g.publicPath,
          filename: "photo.jpg",
          mimeType: "image/jpeg",
          byteSize: 1234,
          entityType: "movie",
          entityId: "temp",
          ...extra,
        },
      }),
  };
}

// Where the asset of an upload keeps its bytes (its object key and thumbnail key), from its row.
export async function storedAsset(t: TestApp, objectId: string) {
  const [row] = await t.services.database.db
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.objectId, objectId));
  return row;
}

// A whole upload on the local driver (grant, PUT to the app, save-metadata): the saved asset.
export async function uploadLocalMedia(
  t: TestApp,
  who: Session,
  bytes: Buffer,
  extra: Record<string, unknown> = {},
): Promise<Asset> {
  const calls = mediaCalls(t);
  const g = await calls.grant(who);
  const put = await t.request(g.uploadURL.replace(/^https?:\/\/[^/]+/, ""), {
    method: "PUT",
    body: new Uint8Array(bytes),
    headers: { "content-type": "application/octet-stream" },
    duplex: "half",
  } as RequestInit);
  if (put.status !== 200) throw new Error(`upload PUT failed: ${put.status} ${await put.text()}`);
  const saved = await calls.save(who, g, extra);
  if (saved.status !== 201)
    throw new Error(`save-metadata failed: ${saved.status} ${await saved.text()}`);
  return (await saved.json()) as Asset;
}

// A whole upload on the S3 driver: grant, the browser's PUT to the presigned URL, save-metadata.
export async function uploadS3Media(
  t: TestApp,
  who: Session,
  bytes: Buffer,
  extra: Record<string, unknown> = {},
): Promise<Asset> {
  const calls = mediaCalls(t);
  const g = await calls.grant(who);
  const put = await fetch(g.uploadURL, {
    method: "PUT",
    body: new Uint8Array(bytes),
    headers: { "content-type": "application/octet-stream" },
  });
  if (put.status !== 200) throw new Error(`S3 PUT failed: ${put.status} ${await put.text()}`);
  const saved = await calls.save(who, g, extra);
  if (saved.status !== 201)
    throw new Error(`save-metadata failed: ${saved.status} ${await saved.text()}`);
  return (await saved.json()) as Asset;
}
