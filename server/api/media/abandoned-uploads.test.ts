import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegWithGps, mediaCalls, type Asset, type Grant } from "#tests/factories/media.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import {
  ABANDONED_AFTER_EXPIRY_MS,
  DISCARD_UPLOAD_JOB,
} from "#server/domain/media/discard-abandoned-upload.ts";

// An upload whose save-metadata never comes (the tab was closed) must not stay on disk forever.
describe("abandoned uploads", () => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
  });
  afterAll(() => t.close());

  const incomingDir = () => path.join(t.services.env.dataDir, "media", "incoming", alice.userId);
  const incomingFiles = () =>
    fs.existsSync(incomingDir()) ? fs.readdirSync(incomingDir()).sort() : [];
  const put = async (g: Grant, bytes: Buffer) => {
    const response = await t.request(g.uploadURL.replace(/^https?:\/\/[^/]+/, ""), {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "application/octet-stream" },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(200);
  };
  type JobRow = { run_at: string | Date; status: string; key: string };
  const jobsOfAlice = async (): Promise<JobRow[]> => {
    const result = await t.services.database.db.execute<JobRow>(sql`
      select run_at, status, payload->>'key' as key from jobs
      where kind = ${DISCARD_UPLOAD_JOB} and payload->>'key' like ${`incoming/${alice.userId}/%`}`);
    return Array.isArray(result) ? result : (result as { rows: JobRow[] }).rows;
  };

  it("deletes the bytes of a link never finished, an hour after it expired, and nothing else", async () => {
    const photo = await jpegWithGps();
    const abandoned = await mediaCalls(t).grant(alice);
    await put(abandoned, photo);
    // What a server killed in the middle of another upload of the same link leaves behind.
    fs.writeFileSync(path.join(incomingDir(), `${abandoned.objectId}.0a1b.part`), "half");

    const finished = await mediaCalls(t).grant(alice);
    await put(finished, photo);
    const saved = await mediaCalls(t).save(alice, finished);
    expect(saved.status).toBe(201);
    const asset = (await saved.json()) as Asset;

    // One discard job per link, due an hour after the link expires.
    const jobs = await jobsOfAlice();
    expect(jobs.map((j) => j.key).sort()).toEqual(
      [
        `incoming/${alice.userId}/${abandoned.objectId}`,
        `incoming/${alice.userId}/${finished.objectId}`,
      ].sort(),
    );
    const due = jobs.find((j) => j.key.endsWith(abandoned.objectId));
    expect(new Date(due?.run_at ?? 0).getTime()).toBe(
      new Date(abandoned.expiresAt).getTime() + ABANDONED_AFTER_EXPIRY_MS,
    );

    // Before that time nothing is touched.
    await t.services.worker.drain();
    expect(incomingFiles()).toEqual([abandoned.objectId, `${abandoned.objectId}.0a1b.part`].sort());

    // The time comes.
    await t.services.database.db.execute(sql`
      update jobs set run_at = now()
      where kind = ${DISCARD_UPLOAD_JOB} and payload->>'key' like ${`incoming/${alice.userId}/%`}`);
    await t.services.worker.drain();
    expect(incomingFiles()).toEqual([]);
    expect((await jobsOfAlice()).map((j) => j.status)).toEqual(["done", "done"]);

    // The saved photo is still served; the abandoned upload can no longer be saved.
    expect((await t.request(asset.publicUrl, { as: alice })).status).toBe(200);
    expect((await mediaCalls(t).save(alice, abandoned)).status).toBe(404);
  });
});
