import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "#tests/fakes/fake-s3.ts";
import { instagramArchive, photoJpeg } from "#tests/factories/import-archives.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { importCalls } from "#tests/support/import-calls.ts";

// The import with S3_BUCKET set: one presigned PUT of the archive to the bucket (a loopback fake
// that checks signatures); the job streams it to a scratch file, and nothing of it stays behind.
const bucket = "lifescript-media";
const prefix = "lifescript/test";
const keys = {
  accessKeyId: "AKIDIMPORTTEST",
  secretAccessKey: "import-test-secret",
  region: "us-east-1",
};

describe("import on S3", () => {
  let fake: FakeS3;
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    fake = await startFakeS3({ ...keys, bucket, now: () => Date.now() });
    t = await createTestApp({
      S3_BUCKET: bucket,
      S3_ENDPOINT: fake.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: prefix,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    });
    alice = await t.signUp({ name: "Alice" });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("takes the archive in one presigned PUT and keeps only the chosen photos", async () => {
    const calls = importCalls(t);
    const movie = await t.createMovie(alice);
    const created = await calls.create(alice, { movieId: movie.id });
    expect(created.uploadMode).toBe("single");
    expect(created.uploadUrl).toContain(`${fake.endpoint}/${bucket}/${prefix}/imports/`);
    const archive = await instagramArchive({
      posts: [
        {
          text: "Kept",
          date: new Date("2022-01-05T10:00:00Z"),
          media: [{ name: "a.jpg", data: await photoJpeg() }],
        },
        {
          text: "Left",
          date: new Date("2022-02-05T10:00:00Z"),
          media: [{ name: "b.jpg", data: await photoJpeg({ color: "#f00" }) }],
        },
      ],
    });
    const put = await fetch(created.uploadUrl, { method: "PUT", body: new Uint8Array(archive) });
    expect(put.status).toBe(200);
    expect((await calls.start(alice, created.id)).status).toBe(202);
    await t.services.worker.drain();
    const preview = await calls.preview(alice, created.id);
    expect(preview.status).toBe("ready");
    expect(preview.items.map((i) => i.text)).toEqual(["Kept", "Left"]);
    const kept = preview.items[0];

    const applied = await calls.applied(alice, created.id, {
      movieId: movie.id,
      itemIds: [kept?.id],
    });
    expect(applied.answer).toEqual({ status: "importing", chosen: 1, waiting: false });
    expect(applied.after).toMatchObject({ status: "done", counts: { imported: 1, chosen: 1 } });
    const left = [...fake.objects.keys()];
    // One photo, re-encoded, with its thumbnail; no archive, no raw upload, no preview thumbnail.
    expect(left.filter((k) => !k.startsWith(`${prefix}/media/`))).toEqual([]);
    expect(left.filter((k) => !k.endsWith(".thumb.webp"))).toHaveLength(1);
  });
});
