import { S3ServiceException } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "#tests/fakes/fake-s3.ts";
import type { S3Settings } from "../env.ts";
import { createS3Storage } from "./s3-storage.ts";

// The S3 driver against the loopback fake S3 (which checks SigV4 signatures like a real bucket).
// In the integration project because it opens a socket, though it needs no database.

const keys = {
  accessKeyId: "AKIDLIFESCRIPTTEST",
  secretAccessKey: "fake-secret",
  region: "eu-west-3",
};

describe("S3 storage driver", () => {
  let fake: FakeS3;
  let settings: S3Settings;
  let clockOffset = 0;

  beforeAll(async () => {
    fake = await startFakeS3({ ...keys, bucket: "media", now: () => Date.now() + clockOffset });
    settings = {
      ...keys,
      bucket: "media",
      endpoint: fake.endpoint,
      forcePathStyle: true,
      prefix: "lifescript/test",
    };
  });
  afterAll(() => fake.close());

  const s3Code = (error: unknown) => (error instanceof S3ServiceException ? error.name : error);

  it("writes, stats, reads, ranges, moves and deletes under its prefix", async () => {
    const storage = createS3Storage(settings);
    const data = Buffer.from("0123456789abcdef");
    await storage.write("media/u1/a", data);
    expect(fake.objects.get("lifescript/test/media/u1/a")).toEqual(data);

    expect(await storage.stat("media/u1/a")).toEqual({ size: 16 });
    expect(await storage.stat("media/u1/missing")).toBeNull();
    expect((await storage.readHead("media/u1/a", 4)).toString()).toBe("0123");
    expect((await storage.readHead("media/u1/a", 4100)).toString()).toBe("0123456789abcdef");
    expect((await storage.read("media/u1/a")).toString()).toBe("0123456789abcdef");
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.readStream("media/u1/a", { start: 10, end: 12 })) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).toString()).toBe("abc");
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", range: "bytes=10-12" });
    await expect(storage.read("media/u1/missing")).rejects.toSatisfy(
      (e) => s3Code(e) === "NoSuchKey",
    );

    await storage.move("media/u1/a", "media/u1/b");
    expect(await storage.stat("media/u1/a")).toBeNull();
    expect((await storage.read("media/u1/b")).toString()).toBe("0123456789abcdef");
    await storage.delete("media/u1/b");
    await storage.delete("media/u1/b"); // deleting twice is not an error
    expect([...fake.objects.keys()]).toEqual([]);
  });

  it("reads the head of an empty object as empty (S3 refuses any range of it)", async () => {
    const storage = createS3Storage(settings);
    await storage.write("incoming/u1/empty", Buffer.alloc(0));
    expect(await storage.stat("incoming/u1/empty")).toEqual({ size: 0 });
    expect((await storage.readHead("incoming/u1/empty", 4100)).length).toBe(0);
    await storage.delete("incoming/u1/empty");
  });

  it("presigns a PUT of one key that lasts until the grant's expiry", async () => {
    const storage = createS3Storage(settings);
    const expiresAt = new Date(Date.now() + 15 * 60 * 1000);
    const url = new URL(
      await storage.createUploadUrl({
        objectId: "o1",
        ownerId: "u1",
        key: "incoming/u1/o1",
        expiresAt,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      `${fake.endpoint}/media/lifescript/test/incoming/u1/o1`,
    );
    expect(url.searchParams.get("X-Amz-Credential")).toMatch(
      /^AKIDLIFESCRIPTTEST\/\d{8}\/eu-west-3\/s3\//,
    );
    const signedAt = Date.parse(
      (url.searchParams.get("X-Amz-Date") ?? "").replace(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
        "$1-$2-$3T$4:$5:$6Z",
      ),
    );
    const lasts = Number(url.searchParams.get("X-Amz-Expires")) * 1000;
    expect(signedAt + lasts).toBe(Math.floor(expiresAt.getTime() / 1000) * 1000);

    const put = (target: URL | string) =>
      fetch(target, {
        method: "PUT",
        body: "raw bytes",
        headers: { "content-type": "image/jpeg" },
      });
    expect((await put(url)).status).toBe(200);
    expect(fake.objects.get("lifescript/test/incoming/u1/o1")?.toString()).toBe("raw bytes");

    // The signature covers the key: the same query on another key is refused.
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace("/o1", "/o2");
    const refused = await put(otherKey);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("<Code>SignatureDoesNotMatch</Code>");

    clockOffset = 15 * 60 * 1000 + 1000;
    try {
      const expired = await put(url);
      expect(expired.status).toBe(403);
      const body = await expired.text();
      expect(body).toContain("<Code>AccessDenied</Code>");
      expect(body).toContain("<Message>Request has expired</Message>");
    } finally {
      clockOffset = 0;
    }
    await storage.delete("incoming/u1/o1");
  });

  it("is refused by the bucket with another key id or secret, or unsigned", async () => {
    const otherId = createS3Storage({ ...settings, accessKeyId: "AKIDSOMEONEELSE" });
    await expect(otherId.write("media/u1/x", Buffer.from("x"))).rejects.toSatisfy(
      (e) => s3Code(e) === "InvalidAccessKeyId",
    );
    const otherSecret = createS3Storage({ ...settings, secretAccessKey: "wrong" });
    await expect(otherSecret.read("media/u1/x")).rejects.toSatisfy(
      (e) => s3Code(e) === "SignatureDoesNotMatch",
    );
    const unsigned = await fetch(`${fake.endpoint}/media/lifescript/test/media/u1/x`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain("<Code>AccessDenied</Code>");
    expect(fake.objects.size).toBe(0);
  });
});
