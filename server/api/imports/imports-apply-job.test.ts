// The test app first: it loads @hono/zod-openapi, which the contracts' schemas need.
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scene } from "#contracts/scene.ts";
import { importedFingerprints, imports } from "#server/db/schema/index.ts";
import { APPLY_IMPORT_JOB } from "#server/domain/imports/apply-import-job.ts";
import { discardStaleImports } from "#server/domain/imports/discard-stale-imports.ts";
import { IMPORT_STALE_AFTER_MS } from "#server/domain/imports/import-limits.ts";
import { instagramArchive, photoJpeg } from "#tests/factories/import-archives.ts";
import { importJobHooks } from "#tests/support/import-job-hooks.ts";
import { importCalls } from "#tests/support/import-calls.ts";

// Apply answers 202 and a background job makes the scenes, with progress and counts
// for the page's polls; abandoning stops it after the scene being made; a failure part way or a
// server that died under it never makes a scene twice.
describe("import apply job", () => {
  let t: TestApp;
  let calls: ReturnType<typeof importCalls>;
  let hooks: ReturnType<typeof importJobHooks>;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    calls = importCalls(t);
    hooks = importJobHooks(t);
    photo = await photoJpeg();
  });
  afterAll(() => t.close());

  // An Instagram export of `n` posts ("Post 1" first), a month apart, one photo each.
  const posts = (n: number) =>
    instagramArchive({
      posts: Array.from({ length: n }, (_, i) => ({
        text: `Post ${i + 1}`,
        date: new Date(Date.UTC(2021, i, 5, 12)),
        media: [{ name: "photo.jpg", data: photo }],
      })),
    });

  const titles = async (who: Session, movieId: string) => {
    const response = await t.request(`/api/movies/${movieId}/scenes`, { as: who });
    expect(response.status).toBe(200);
    return ((await response.json()) as Scene[]).map((s) => s.title);
  };
  const coverOf = async (who: Session, movieId: string) => {
    const response = await t.request(`/api/movies/${movieId}`, { as: who });
    return ((await response.json()) as { coverImage: string | null }).coverImage;
  };
  const firstPhotoOf = async (who: Session, movieId: string) => {
    const response = await t.request(`/api/movies/${movieId}/scenes`, { as: who });
    const image = ((await response.json()) as Scene[])[0]?.elements.find(
      (e) => e.elementType === "image",
    );
    return image?.elementType === "image" ? image.content.imageUrl : "no photo";
  };
  const filesUnder = (...parts: string[]): string[] => {
    const dir = path.join(t.services.env.dataDir, "media", ...parts);
    return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [];
  };
  const fingerprints = async (who: Session) =>
    (
      await t.services.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(importedFingerprints)
        .where(eq(importedFingerprints.userId, who.userId))
    )[0]?.n;

  // Applied with the request's answer checked, the job not run yet.
  const startApply = async (who: Session, importId: string, movieId: string, chosen: number) => {
    const response = await calls.apply(who, importId, { movieId });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "importing", chosen, waiting: false });
  };

  it("answers 202 at once, then the job makes the scenes oldest first with its counts, leaving duplicates out", async () => {
    const dana = await t.signUp({ name: "Dana" });
    const movie = await t.createMovie(dana, "Years");
    const first = await calls.unpacked(dana, await posts(1));
    await calls.applied(dana, first.id, { movieId: movie.id });
    expect(await titles(dana, movie.id)).toEqual(["Post 1"]);
    // The movie had no cover: the first photo imported is its cover from now on.
    const cover = await coverOf(dana, movie.id);
    expect(cover).toBe(await firstPhotoOf(dana, movie.id));

    const preview = await calls.unpacked(dana, await posts(3));
    expect(preview.items.map((i) => [i.text, i.alreadyImported])).toEqual([
      ["Post 1", true],
      ["Post 2", false],
      ["Post 3", false],
    ]);
    await startApply(dana, preview.id, movie.id, 3);
    // Nothing made yet: the poll sees the job waiting, and a second apply is refused.
    expect(await calls.get(dana, preview.id)).toMatchObject({
      status: "importing",
      progress: 0,
      counts: { chosen: 3, imported: 0, duplicates: 0 },
    });
    expect((await calls.apply(dana, preview.id, { movieId: movie.id })).status).toBe(409);
    expect((await t.request(`/api/imports/${preview.id}`, { method: "DELETE" })).status).toBe(401);

    await t.services.worker.drain();
    const done = await calls.get(dana, preview.id);
    expect(done).toMatchObject({
      status: "done",
      progress: 1,
      counts: { chosen: 3, imported: 2, duplicates: 1 },
    });
    expect(done.report.at(-1)).toBe("Imported 2 scenes; 1 already imported before, left out.");
    expect(await titles(dana, movie.id)).toEqual(["Post 1", "Post 2", "Post 3"]);
    expect(await coverOf(dana, movie.id)).toBe(cover);
  });

  it("leaves a cover the person chose", async () => {
    const ivy = await t.signUp({ name: "Ivy" });
    const created = await t.request("/api/movies", {
      method: "POST",
      as: ivy,
      json: { title: "Chosen", coverImage: "https://example.com/mine.jpg" },
    });
    const movie = (await created.json()) as { id: string; version: number };
    const preview = await calls.unpacked(ivy, await posts(2));
    await calls.applied(ivy, preview.id, { movieId: movie.id });
    expect(await titles(ivy, movie.id)).toEqual(["Post 1", "Post 2"]);
    expect(await coverOf(ivy, movie.id)).toBe("https://example.com/mine.jpg");
  });

  it("goes back to ready when it fails part way, keeps what it made, and applying again skips it", async () => {
    const erin = await t.signUp({ name: "Erin" });
    const movie = await t.createMovie(erin, "Halves");
    const preview = await calls.unpacked(erin, await posts(3));
    await startApply(erin, preview.id, movie.id, 3);
    await hooks.runApply(
      preview.id,
      hooks.hooked("stat", "incoming/", (n) => {
        if (n === 3) throw new Error("the disk went away");
      }),
    );
    const stopped = await calls.get(erin, preview.id);
    expect(stopped).toMatchObject({
      status: "ready",
      counts: { chosen: 3, imported: 2, duplicates: 0 },
    });
    expect(stopped.progress).toBeCloseTo(2 / 3);
    expect(stopped.report.at(-1)).toBe(
      "The import stopped after 2 of 3 items: something went wrong on our side. What was made stays; apply again to import the rest.",
    );
    expect(await titles(erin, movie.id)).toEqual(["Post 1", "Post 2"]);

    const again = await calls.applied(erin, preview.id, { movieId: movie.id });
    expect(again.answer.chosen).toBe(3);
    expect(again.after).toMatchObject({
      status: "done",
      counts: { chosen: 3, imported: 3, duplicates: 0 },
    });
    expect(again.after.report.at(-1)).toBe("Imported 3 scenes.");
    expect(await titles(erin, movie.id)).toEqual(["Post 1", "Post 2", "Post 3"]);
    expect(await fingerprints(erin)).toBe(3);
  });

  it("run again after its server died under it, the job goes on where it stopped and makes nothing twice", async () => {
    const fay = await t.signUp({ name: "Fay" });
    const movie = await t.createMovie(fay, "Restarts");
    const preview = await calls.unpacked(fay, await posts(4));
    await startApply(fay, preview.id, movie.id, 4);
    await hooks.runApply(
      preview.id,
      hooks.hooked("stat", "incoming/", (n) => {
        if (n === 3) throw new Error("killed");
      }),
    );
    expect(await titles(fay, movie.id)).toEqual(["Post 1", "Post 2"]);
    // As the dead process would have left it: still importing, the job locked by nobody alive.
    await t.services.database.db
      .update(imports)
      .set({ status: "importing", report: preview.report })
      .where(eq(imports.id, preview.id));
    await hooks.takeJob(APPLY_IMPORT_JOB, preview.id, {
      status: "running",
      lockedAt: new Date(Date.now() - 60 * 60_000),
    });

    expect(await t.services.worker.drain()).toBeGreaterThanOrEqual(1);
    const done = await calls.get(fay, preview.id);
    expect(done).toMatchObject({
      status: "done",
      progress: 1,
      counts: { chosen: 4, imported: 4, duplicates: 0 },
    });
    expect(done.report).toEqual([...preview.report, "Imported 4 scenes."]);
    expect(await titles(fay, movie.id)).toEqual(["Post 1", "Post 2", "Post 3", "Post 4"]);
    expect(await fingerprints(fay)).toBe(4);
  });

  it("DELETE while importing stops the job after the scene being made: what was made stays, the rest is deleted", async () => {
    const gus = await t.signUp({ name: "Gus" });
    const movie = await t.createMovie(gus, "Abandoned");
    const preview = await calls.unpacked(gus, await posts(5));
    expect(filesUnder("incoming", gus.userId)).toHaveLength(5);
    await startApply(gus, preview.id, movie.id, 5);
    let abandoned: number | undefined;
    let afterwards: number | undefined;
    await hooks.runApply(
      preview.id,
      hooks.hooked("stat", "incoming/", async (n) => {
        if (n !== 2) return;
        // The person abandons while the second scene is being made: gone for them at once.
        const deleted = await t.request(`/api/imports/${preview.id}`, {
          method: "DELETE",
          as: gus,
        });
        abandoned = deleted.status;
        afterwards = (await t.request(`/api/imports/${preview.id}`, { as: gus })).status;
      }),
    );
    expect([abandoned, afterwards]).toEqual([204, 404]);
    // The job deleted the import once that scene was made.
    expect(
      await t.services.database.db.select().from(imports).where(eq(imports.id, preview.id)),
    ).toEqual([]);
    expect(await titles(gus, movie.id)).toEqual(["Post 1", "Post 2"]);
    // The made scenes keep their photos; the photos of the items not made are gone.
    const scenes = (await (
      await t.request(`/api/movies/${movie.id}/scenes`, { as: gus })
    ).json()) as Scene[];
    for (const scene of scenes) {
      const image = scene.elements.find((e) => e.elementType === "image");
      const url = image?.elementType === "image" ? image.content.imageUrl : "";
      expect((await t.request(url, { as: gus })).status).toBe(200);
    }
    expect(filesUnder("incoming", gus.userId)).toEqual([]);
    expect(filesUnder("imports", gus.userId).filter((f) => f.endsWith(".webp"))).toEqual([]);
  });

  it("an import abandoned while its apply job was lost is deleted by the stale-import discard", async () => {
    const hal = await t.signUp({ name: "Hal" });
    const movie = await t.createMovie(hal, "Lost");
    const preview = await calls.unpacked(hal, await posts(2));
    await startApply(hal, preview.id, movie.id, 2);
    const deleted = await t.request(`/api/imports/${preview.id}`, { method: "DELETE", as: hal });
    expect(deleted.status).toBe(204);
    expect((await t.request(`/api/imports/${preview.id}`, { as: hal })).status).toBe(404);
    // Its job never runs (its server died for good): the daily discard deals with it.
    await hooks.takeJob(APPLY_IMPORT_JOB, preview.id, { status: "failed" });
    expect(filesUnder("incoming", hal.userId)).toHaveLength(2);
    const later = new Date(Date.now() + IMPORT_STALE_AFTER_MS + 60_000);
    await discardStaleImports({ db: t.services.database.db, storage: t.services.storage }, later);
    expect(
      await t.services.database.db.select().from(imports).where(eq(imports.id, preview.id)),
    ).toEqual([]);
    expect(filesUnder("incoming", hal.userId)).toEqual([]);
    expect(await titles(hal, movie.id)).toEqual([]);
  });
});
