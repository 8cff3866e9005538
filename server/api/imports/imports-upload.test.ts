import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedImport, Import } from "#contracts/imports.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { importCalls } from "#tests/support/import-calls.ts";

// The archive's way in: created, sent in chunks with Content-Range, resumed after a 409,
// and kept from everyone but its owner.
describe("import upload", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const create = (who: Session, json: unknown = {}) => importCalls(t).create(who, json);
  const putChunk = (created: CreatedImport, bytes: Buffer, start: number, total: number) =>
    importCalls(t).putChunk(created, bytes, start, total);
  const get = async (who: Session, id: string) => {
    const response = await t.request(`/api/imports/${id}`, { as: who });
    return { status: response.status, body: (await response.json()) as Import };
  };

  it("takes the archive in chunks, answers 409 with receivedBytes out of order, and resumes", async () => {
    const created = await create(alice);
    expect(created.uploadMode).toBe("chunked");
    expect(created.maxBytes).toBe(2 * 1024 ** 3);
    const archive = Buffer.alloc(3000, 7);

    const first = await putChunk(created, archive.subarray(0, 1000), 0, 3000);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ receivedBytes: 1000 });

    // A chunk sent again after a lost answer, and one that skips ahead: both told where to go on.
    const again = await putChunk(created, archive.subarray(0, 1000), 0, 3000);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { receivedBytes: number }).receivedBytes).toBe(1000);
    const ahead = await putChunk(created, archive.subarray(2000), 2000, 3000);
    expect(ahead.status).toBe(409);
    expect(((await ahead.json()) as { receivedBytes: number }).receivedBytes).toBe(1000);

    // A reload learns the same from the import.
    const reloaded = await get(alice, created.id);
    expect(reloaded.body).toMatchObject({ status: "uploading", uploadedBytes: 1000, items: [] });

    expect((await putChunk(created, archive.subarray(1000, 2000), 1000, 3000)).status).toBe(200);
    const last = await putChunk(created, archive.subarray(2000), 2000, 3000);
    expect(await last.json()).toEqual({ receivedBytes: 3000 });
    const file = path.join(
      t.services.env.dataDir,
      "media",
      "imports",
      alice.userId,
      `${created.id}.zip`,
    );
    expect(fs.readFileSync(file).equals(archive)).toBe(true);
    expect((await get(alice, created.id)).body.uploadedBytes).toBe(3000);
  });

  it("refuses chunks without Content-Range, past 2 GB, or with a changed total", async () => {
    const created = await create(alice);
    const url = created.uploadUrl.replace(/^https?:\/\/[^/]+/, "");
    const bare = await t.request(url, { method: "PUT", body: "abc", origin: null });
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { error: { message: string } }).error.message).toMatch(
      /Content-Range/,
    );
    const huge = await putChunk(created, Buffer.alloc(10), 0, 3 * 1024 ** 3);
    expect(huge.status).toBe(413);
    expect((await putChunk(created, Buffer.alloc(10), 0, 100)).status).toBe(200);
    expect((await putChunk(created, Buffer.alloc(10), 10, 200)).status).toBe(400);
  });

  it("refuses a forged link and an unfinished upload's start", async () => {
    const created = await create(alice);
    const forged = created.uploadUrl.replace(/signature=[^&]+/, "signature=AAAA");
    const response = await t.request(forged.replace(/^https?:\/\/[^/]+/, ""), {
      method: "PUT",
      body: "x",
      headers: { "content-range": "bytes 0-0/1" },
      origin: null,
    });
    expect(response.status).toBe(403);
    const start = await t.request(`/api/imports/${created.id}/start`, {
      method: "POST",
      as: alice,
      json: {},
    });
    expect(start.status).toBe(409);
  });

  it("answers 404 to another person for the import, its start, apply and abandon", async () => {
    const created = await create(alice);
    const movie = await t.createMovie(bob);
    expect((await get(bob, created.id)).status).toBe(404);
    for (const [method, suffix, json] of [
      ["POST", "/start", {}],
      ["POST", "/apply", { movieId: movie.id }],
      ["DELETE", "", undefined],
    ] as const) {
      const response = await t.request(`/api/imports/${created.id}${suffix}`, {
        method,
        as: bob,
        ...(json ? { json } : {}),
      });
      expect(response.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await get(alice, created.id)).status).toBe(200);
  });

  it("creates an import for one of the person's movies only", async () => {
    const bobsMovie = await t.createMovie(bob);
    const response = await t.request("/api/imports", {
      method: "POST",
      as: alice,
      json: { movieId: bobsMovie.id },
    });
    expect(response.status).toBe(404);
  });

  it("abandoning deletes the part of the archive that arrived", async () => {
    const created = await create(alice);
    expect((await putChunk(created, Buffer.alloc(100, 1), 0, 1000)).status).toBe(200);
    const dir = path.join(t.services.env.dataDir, "media", "imports", alice.userId);
    expect(fs.readdirSync(dir).some((f) => f.startsWith(created.id))).toBe(true);
    const response = await t.request(`/api/imports/${created.id}`, {
      method: "DELETE",
      as: alice,
    });
    expect(response.status).toBe(204);
    expect(fs.readdirSync(dir).some((f) => f.startsWith(created.id))).toBe(false);
    expect((await get(alice, created.id)).status).toBe(404);
    expect((await putChunk(created, Buffer.alloc(100, 1), 100, 1000)).status).toBe(404);
  });
});
