import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Import } from "#contracts/imports.ts";
import type { Scene } from "#contracts/scene.ts";
import {
  dayOneArchive,
  instagramArchive,
  metaJson,
  notAPhoto,
  photoJpeg,
  renameEntry,
  SYMLINK_MODE,
  videoMp4,
  zerosEntry,
  zipOf,
  type ZipEntry,
} from "#tests/factories/import-archives.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { importJobHooks } from "#tests/support/import-job-hooks.ts";
import { importCalls } from "#tests/support/import-calls.ts";

// An archive uploaded, unpacked into a preview, chosen from and applied
// as scenes; applied twice adds nothing twice; hostile archives refused with a clear message.
describe("import flow", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let calls: ReturnType<typeof importCalls>;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
    calls = importCalls(t);
  });
  afterAll(() => t.close());

  const POSTS = "your_instagram_activity/media/posts_1.json";
  const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

  // An Instagram export (2025 layout) of four posts: May 2023 with two photos (one with GPS in
  // its EXIF), June 2023 with one, a text-only post without a date, and a post whose "photo" is
  // HTML. `extra` adds raw entries (hostile ones).
  async function instagram(extra: ZipEntry[] = []) {
    const gps = await photoJpeg({ color: "#a33", takenAt: "2023:05:02 10:00:00", gps: true });
    const plain = await photoJpeg({ color: "#33a" });
    const posts = [
      {
        title: "Sunset at the lake with everyone from school, the last evening of May 🌅",
        creation_timestamp: at("2023-05-02T19:00:00Z"),
        media: [
          { uri: "media/posts/202305/sunset1.jpg", creation_timestamp: at("2023-05-02T19:00:00Z") },
          { uri: "media/posts/202305/sunset2.jpg", creation_timestamp: at("2023-05-02T19:00:00Z") },
        ],
      },
      {
        media: [
          {
            uri: "media/posts/202306/moscow.jpg",
            creation_timestamp: at("2023-06-10T08:00:00Z"),
            title: "Первый день в Москве",
          },
        ],
      },
      {
        media: [
          {
            uri: "media/posts/202307/fake.jpg",
            creation_timestamp: at("2023-07-01T08:00:00Z"),
            title: "A photo that is not one",
          },
        ],
      },
    ];
    return zipOf([
      { path: POSTS, data: metaJson(posts) },
      { path: "media/posts/202305/sunset1.jpg", data: gps },
      { path: "media/posts/202305/sunset2.jpg", data: plain },
      { path: "media/posts/202306/moscow.jpg", data: plain },
      { path: "media/posts/202307/fake.jpg", data: notAPhoto() },
      ...extra,
    ]);
  }

  const mediaDir = () => path.join(t.services.env.dataDir, "media");
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [];
  const scenesOf = async (who: Session, movieId: string) => {
    const response = await t.request(`/api/movies/${movieId}/scenes`, { as: who });
    expect(response.status).toBe(200);
    return (await response.json()) as Scene[];
  };

  it("unpacks into a preview, applies the chosen items as scenes in date order, and deletes the rest", async () => {
    const movie = await t.createMovie(alice, "Summers");
    const created = await calls.create(alice, { movieId: movie.id });
    const archive = await instagram();
    await calls.upload(created, archive, 3);
    const started = await calls.start(alice, created.id);
    expect(started.status).toBe(202);
    expect(((await started.json()) as Import).status).toBe("unpacking");
    // The job has not run yet: a reload sees it unpacking.
    expect((await calls.get(alice, created.id)).status).toBe("unpacking");

    await t.services.worker.drain();
    const preview = await calls.preview(alice, created.id);
    expect(preview).toMatchObject({
      status: "ready",
      progress: 1,
      source: "instagram",
      movieId: movie.id,
      error: null,
    });
    expect(preview.items.map((i) => i.text)).toEqual([
      "Sunset at the lake with everyone from school, the last evening of May 🌅",
      "Первый день в Москве",
      ...preview.items.slice(2).map((i) => i.text),
    ]);
    const [sunset, moscow] = preview.items;
    expect(sunset?.date).toBe("2023-05-02T19:00:00.000Z");
    expect(sunset?.media).toHaveLength(2);
    expect(sunset?.alreadyImported).toBe(false);
    // The HTML "photo" is never offered, and the report says why.
    expect(
      preview.items.some((i) => i.text === "A photo that is not one" && i.media.length > 0),
    ).toBe(false);
    expect(preview.counts.skipped).toBeGreaterThanOrEqual(1);
    expect(preview.report.join("\n")).toMatch(/fake\.jpg/);

    // The archive is gone once unpacked; thumbnails are served to the owner only, as WEBP.
    expect(
      filesUnder(path.join(mediaDir(), "imports", alice.userId)).some((f) => f.endsWith(".zip")),
    ).toBe(false);
    const thumbnailUrl = sunset?.media[0]?.thumbnailUrl ?? "";
    expect(thumbnailUrl).toMatch(/^\/api\/imports\/.+\/thumbnail$/);
    const thumbnail = await t.request(thumbnailUrl, { as: alice });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe(
      "webp",
    );
    expect((await t.request(thumbnailUrl, { as: bob })).status).toBe(404);
    expect((await t.request(`/api/imports/${created.id}`, { as: bob })).status).toBe(404);

    // Choose June first in the list and May second: the scenes still come in date order.
    const applied = await calls.applied(alice, created.id, {
      movieId: movie.id,
      itemIds: [moscow?.id, sunset?.id],
    });
    expect(applied.answer).toEqual({ status: "importing", chosen: 2, waiting: false });

    const scenes = await scenesOf(alice, movie.id);
    expect(scenes.map((s) => s.title)).toEqual([
      "Sunset at the lake with everyone from school…",
      "Первый день в Москве",
    ]);
    // The caption once: the title is its first words, the text holds it in full, and no calendar
    // event repeats it; the post's date and time are the scene's.
    const first = scenes[0];
    expect(first?.location).toBeNull();
    expect(first?.elements.map((e) => e.elementType)).toEqual(["image", "image", "text"]);
    expect(first?.elements[2]?.content).toEqual({
      text: "Sunset at the lake with everyone from school, the last evening of May 🌅",
    });
    expect(first?.metadata).toEqual({
      importedFrom: "instagram",
      date: { year: 2023, month: 5, day: 2 },
      time: "19:00",
    });
    // The movie had no cover: its first imported photo is now the cover.
    const movieNow = (await (await t.request(`/api/movies/${movie.id}`, { as: alice })).json()) as {
      coverImage: string | null;
    };
    const firstPhoto = first?.elements[0];
    expect(movieNow.coverImage).toBe(
      firstPhoto?.elementType === "image" ? firstPhoto.content.imageUrl : "no photo",
    );
    // The photos went through the upload pipeline: served from /media, re-encoded without EXIF.
    const image = first?.elements[0];
    const imageUrl = image?.elementType === "image" ? image.content.imageUrl : "";
    const photo = await t.request(imageUrl, { as: alice });
    expect(photo.status).toBe(200);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();

    // Done: the report says so, and nothing of the import is left in storage.
    const done = await calls.preview(alice, created.id);
    expect(done.status).toBe("done");
    expect(done.progress).toBe(1);
    expect(done.counts).toMatchObject({ imported: 2, duplicates: 0, chosen: 2 });
    expect(done.report.at(-1)).toBe("Imported 2 scenes.");
    expect(done.items.every((i) => i.media.every((m) => m.thumbnailUrl === null))).toBe(true);
    expect(done.items.filter((i) => i.alreadyImported).map((i) => i.id)).toEqual([
      sunset?.id,
      moscow?.id,
    ]);
    expect(filesUnder(path.join(mediaDir(), "imports", alice.userId))).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/\.(zip|webp)$/)]),
    );
    expect(filesUnder(path.join(mediaDir(), "incoming", alice.userId))).toEqual([]);
    expect((await t.request(thumbnailUrl, { as: alice })).status).toBe(404);
    expect((await calls.apply(alice, created.id, { movieId: movie.id })).status).toBe(409);

    // The same archive again: what became scenes is marked and adds nothing twice.
    const again = await calls.unpacked(alice, archive);
    expect(again.items.filter((i) => i.alreadyImported).map((i) => i.text)).toEqual([
      "Sunset at the lake with everyone from school, the last evening of May 🌅",
      "Первый день в Москве",
    ]);
    const secondApply = await calls.applied(alice, again.id, { movieId: movie.id });
    expect(secondApply.answer.chosen).toBe(again.items.length);
    const counts = secondApply.after.counts;
    expect(secondApply.after.status).toBe("done");
    expect(counts.duplicates).toBe(2);
    expect(counts.imported).toBe(again.items.length - 2);
    expect(secondApply.after.report.at(-1)).toBe(
      `Imported ${counts.imported} ${counts.imported === 1 ? "scene" : "scenes"}; 2 already imported before, left out.`,
    );
    const after = await scenesOf(alice, movie.id);
    expect(after).toHaveLength(2 + counts.imported);
    expect(after.filter((s) => s.title === "Первый день в Москве")).toHaveLength(1);
  });

  it("keeps a journal's place as the scene's location and its video as a video element", async () => {
    const movie = await t.createMovie(alice, "Journal");
    const preview = await calls.unpacked(
      alice,
      await dayOneArchive({
        entries: [
          { uuid: "E1", text: "No date on this one", date: null },
          {
            uuid: "E2",
            text: "Dinner at the café\nWe stayed until they closed.",
            date: new Date("2020-02-14T19:30:00Z"),
            place: { placeName: "Café de Flore", localityName: "Paris", country: "France" },
            videos: [videoMp4()],
          },
        ],
      }),
    );
    expect(preview.status).toBe("ready");
    expect(preview.source).toBe("day-one");
    expect(preview.items.map((i) => [i.place, i.media.map((m) => m.kind)])).toEqual([
      ["Café de Flore", ["video"]],
      [null, []],
    ]);
    const applied = await calls.applied(alice, preview.id, { movieId: movie.id });
    expect(applied.answer).toEqual({ status: "importing", chosen: 2, waiting: false });
    expect(applied.after).toMatchObject({ status: "done", counts: { imported: 2, duplicates: 0 } });
    const scenes = await scenesOf(alice, movie.id);
    expect(scenes.map((s) => [s.title, s.location])).toEqual([
      ["Dinner at the café", "Café de Flore"],
      ["No date on this one", null],
    ]);
    expect(scenes[0]?.elements.map((e) => e.elementType)).toEqual(["video", "text"]);
    expect(scenes[0]?.metadata).toEqual({
      importedFrom: "day-one",
      date: { year: 2020, month: 2, day: 14 },
      time: "19:30",
    });
    expect(scenes[1]?.elements.map((e) => e.elementType)).toEqual(["text"]);
    expect(scenes[1]?.metadata).toEqual({ importedFrom: "day-one" });
    const video = scenes[0]?.elements[0];
    const videoUrl = video?.elementType === "video" ? video.content.videoUrl : "";
    expect((await t.request(videoUrl, { as: alice })).headers.get("content-type")).toMatch(
      /^video\//,
    );
  });

  it("reads one import at a time per person: a second start waits, says so, then runs", async () => {
    const archive = await instagram();
    const first = await calls.create(bob);
    const second = await calls.create(bob);
    const alices = await calls.create(alice);
    for (const created of [first, second, alices]) await calls.upload(created, archive);
    const started = await calls.start(bob, first.id);
    expect(started.status).toBe(202);
    expect((await started.json()) as Import).toMatchObject({ status: "unpacking", waiting: false });
    const queued = await calls.start(bob, second.id);
    expect(queued.status).toBe(202);
    expect((await queued.json()) as Import).toMatchObject({
      status: "unpacking",
      waiting: true,
      progress: 0,
    });
    // Starting it again changes nothing: it keeps its place.
    expect((await calls.start(bob, second.id)).status).toBe(202);
    expect(await calls.get(bob, second.id)).toMatchObject({ status: "unpacking", waiting: true });
    // Someone else's import is not held up by Bob's.
    const alicesStart = await calls.start(alice, alices.id);
    expect((await alicesStart.json()) as Import).toMatchObject({ waiting: false });
    await t.services.worker.drain();
    for (const id of [first.id, second.id]) {
      expect(await calls.get(bob, id)).toMatchObject({ status: "ready", waiting: false });
    }
    expect((await calls.get(alice, alices.id)).status).toBe("ready");
  });

  it("a second apply waits for the first, then runs: both end with their scenes, each once", async () => {
    const photo = await photoJpeg({ color: "#5a5" });
    const archiveOf = (texts: string[], year: number) =>
      instagramArchive({
        posts: texts.map((text, i) => ({
          text,
          date: new Date(Date.UTC(year, i, 2, 12)),
          media: [{ name: `p${i}.jpg`, data: photo }],
        })),
      });
    const movie = await t.createMovie(bob, "Two exports");
    const summer = await calls.unpacked(bob, await archiveOf(["Lake", "Harbour"], 2021));
    const winter = await calls.unpacked(bob, await archiveOf(["Snow", "Stove", "Sled"], 2019));

    const firstApply = await calls.apply(bob, summer.id, { movieId: movie.id });
    expect(firstApply.status).toBe(202);
    expect(await firstApply.json()).toEqual({ status: "importing", chosen: 2, waiting: false });
    const secondApply = await calls.apply(bob, winter.id, { movieId: movie.id });
    expect(secondApply.status).toBe(202);
    expect(await secondApply.json()).toEqual({ status: "importing", chosen: 3, waiting: true });
    expect(await calls.get(bob, winter.id)).toMatchObject({
      status: "importing",
      waiting: true,
      counts: { imported: 0, chosen: 3 },
    });

    // The first runs alone: while it makes its scenes, the second has made none.
    const hooks = importJobHooks(t);
    const seenWhileFirstRan: Import[] = [];
    await hooks.runApply(
      summer.id,
      hooks.hooked("stat", "incoming/", async () => {
        seenWhileFirstRan.push(await calls.get(bob, winter.id));
      }),
    );
    expect(seenWhileFirstRan.length).toBeGreaterThan(0);
    for (const seen of seenWhileFirstRan) {
      expect(seen).toMatchObject({ status: "importing", waiting: true, counts: { imported: 0 } });
    }
    expect(await calls.get(bob, summer.id)).toMatchObject({ status: "done", waiting: false });
    // Its end gave the second its turn: the worker runs it now.
    expect(await calls.get(bob, winter.id)).toMatchObject({ status: "importing", waiting: false });
    await t.services.worker.drain();
    expect(await calls.get(bob, winter.id)).toMatchObject({
      status: "done",
      waiting: false,
      counts: { imported: 3, chosen: 3 },
    });

    // Each import's scenes once, the first's before the second's (the second started after).
    const titles = (await scenesOf(bob, movie.id)).map((scene) => scene.title);
    expect(titles).toEqual(["Lake", "Harbour", "Snow", "Stove", "Sled"]);
  });

  it("an import waiting its turn is deleted at once when abandoned, and the queue goes on", async () => {
    const photo = await photoJpeg({ color: "#55a" });
    const archive = await instagramArchive({
      posts: [
        {
          text: "Only",
          date: new Date("2020-03-03T10:00:00Z"),
          media: [{ name: "o.jpg", data: photo }],
        },
      ],
    });
    const movie = await t.createMovie(bob, "Abandoned queue");
    const running = await calls.unpacked(bob, archive);
    const waiting = await calls.unpacked(bob, archive);
    const third = await calls.unpacked(bob, archive);
    expect((await calls.apply(bob, running.id, { movieId: movie.id })).status).toBe(202);
    expect(await (await calls.apply(bob, waiting.id, { movieId: movie.id })).json()).toMatchObject({
      waiting: true,
    });
    const gone = await t.request(`/api/imports/${waiting.id}`, { method: "DELETE", as: bob });
    expect(gone.status).toBe(204);
    expect((await t.request(`/api/imports/${waiting.id}`, { as: bob })).status).toBe(404);
    expect(await (await calls.apply(bob, third.id, { movieId: movie.id })).json()).toMatchObject({
      waiting: true,
    });
    await t.services.worker.drain();
    expect(await calls.get(bob, running.id)).toMatchObject({ status: "done" });
    // The same post again: left out as already imported, not made twice.
    expect(await calls.get(bob, third.id)).toMatchObject({
      status: "done",
      counts: { imported: 0, duplicates: 1 },
    });
    expect((await scenesOf(bob, movie.id)).map((scene) => scene.title)).toEqual(["Only"]);
  });

  it("refuses a zip bomb with a clear message, and keeps nothing of it", async () => {
    const bomb = await zipOf([
      { path: POSTS, data: "[]" },
      zerosEntry("media/posts/bomb.jpg", 20 * 1024 ** 2),
    ]);
    const failed = await calls.unpacked(alice, bomb);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/zip bomb/);
    expect(failed.items).toEqual([]);
    expect(filesUnder(path.join(mediaDir(), "imports", alice.userId))).toEqual(
      expect.not.arrayContaining([expect.stringContaining(failed.id)]),
    );
  });

  it("says so when the ZIP is no export it knows", async () => {
    const other = await zipOf([{ path: "notes/todo.txt", data: "buy milk" }]);
    const failed = await calls.unpacked(alice, other);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/not an export we know/);
  });

  it("leaves out a path traversal entry, a symlink and an empty file, each with a report line", async () => {
    const archive = renameEntry(
      await instagram([
        { path: "aa/evil.txt", data: "owned" },
        { path: "media/posts/link.jpg", data: "/etc/passwd", mode: SYMLINK_MODE },
        { path: "media/posts/empty.jpg", data: "" },
      ]),
      "aa/evil.txt",
      "../evil.txt",
    );
    const preview = await calls.unpacked(alice, archive);
    expect(preview.status).toBe("ready");
    const report = preview.report.join("\n");
    expect(report).toMatch(/Refused “\.\.\/evil\.txt”/);
    expect(report).toMatch(/media\/posts\/link\.jpg: it is a symbolic link/);
    expect(report).toMatch(/media\/posts\/empty\.jpg: it is empty \(0 bytes\)/);
    expect(preview.items.length).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(path.join(t.services.env.dataDir, "evil.txt"))).toBe(false);
  });

  it("abandoning a ready import deletes its extracted files and thumbnails", async () => {
    const stored = () =>
      [
        ...filesUnder(path.join(mediaDir(), "incoming", alice.userId)),
        ...filesUnder(path.join(mediaDir(), "imports", alice.userId)),
      ].sort();
    const before = stored();
    const preview = await calls.unpacked(alice, await instagram());
    expect(stored().length).toBeGreaterThan(before.length);
    const response = await t.request(`/api/imports/${preview.id}`, { method: "DELETE", as: alice });
    expect(response.status).toBe(204);
    // What is left is what was there before (the import's own folder may stay, empty).
    expect(stored().filter((f) => !f.endsWith(preview.id))).toEqual(before);
  });
});
