import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Keepsake } from "#contracts/keepsake.ts";
import { keepsakeKey } from "#server/domain/keepsake/keepsake-keys.ts";
import { uploadLocalMedia, type Asset } from "#tests/factories/media.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";

// The keepsake book through the API: asked for, made by the job in a worker thread, downloaded,
// and checked with the tools a print shop's preflight uses (qpdf, poppler).

const POLISH = "Zażółć gęślą jaźń";
const CYRILLIC = "Съешь же ещё этих мягких французских булок";

// A photo of `width` pixels with something in it (a gradient compresses like a photo would not
// but still decodes as colour).
const photo = (width: number, height: number, hue: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 255 - hue, b: 120 } },
  })
    .jpeg()
    .toBuffer();

function tool(name: string, args: string[]): string {
  return execFileSync(name, args, { encoding: "utf8" });
}

describe("keepsake book", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let movieId: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keepsake-test-"));

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alicja Nowak" });
    bob = await t.signUp({ name: "Bob" });
    movieId = (await t.createMovie(alice, "Sól i miód")).id;
    const photos: Asset[] = [];
    for (let i = 0; i < 19; i += 1) {
      photos.push(
        await uploadLocalMedia(t, alice, await photo(2000, 1400, i * 12), {
          filename: `family-${i + 1}.jpg`,
          entityType: "scene",
        }),
      );
    }
    // 600 px across the text block prints near 130 dpi on 6x9 and 90 on Letter.
    photos.push(
      await uploadLocalMedia(t, alice, await photo(600, 400, 200), {
        filename: "tiny-postcard.jpg",
        entityType: "scene",
      }),
    );
    let next = 0;
    for (let n = 1; n <= 12; n += 1) {
      const images = (n <= 8 ? [next++, next++] : [next++]).map((i) => ({
        id: `p${i}`,
        elementType: "image",
        content: { imageUrl: photos[i]!.publicUrl, alt: `Photo ${i}` },
      }));
      const created = await t.request("/api/scenes", {
        method: "POST",
        as: alice,
        json: {
          id: crypto.randomUUID(),
          movieId,
          title: n === 1 ? "Wigilia u babci" : n === 2 ? "Дача под Москвой" : `Chapter ${n}`,
          sceneNumber: n,
          location: n % 2 ? "Kraków" : "Москва",
          metadata: { date: { year: 1980 + n, month: 12, day: 24 } },
          elements: [
            {
              id: "t1",
              elementType: "text",
              content: {
                text: `We sat **together** at the *long* table and _nobody_ spoke. ${POLISH}.\n\n${CYRILLIC}.`,
              },
            },
            ...images,
            {
              id: "q1",
              elementType: "quote",
              content: { quote: "Pamiętaj, skąd jesteś.", author: "Babcia" },
            },
          ],
        },
      });
      expect(created.status, await created.clone().text()).toBe(201);
    }
    const share = await t.request(`/api/movies/${movieId}/share-links`, {
      method: "POST",
      as: alice,
      json: {},
    });
    expect(share.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const start = (who: Session | null, body: unknown, id = movieId) =>
    t.request(`/api/movies/${id}/keepsake`, { method: "POST", as: who, json: body });
  const status = async (id: string, who: Session = alice) =>
    t.request(`/api/movies/${movieId}/keepsake/${id}`, { as: who });

  async function makeBook(trim: "6x9" | "letter"): Promise<{ book: Keepsake; file: string }> {
    const started = await start(alice, {
      trim,
      dedication: "Dla Babci, która zachowała każde zdjęcie.",
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const queued = (await (await status(id)).json()) as Keepsake;
    expect(queued).toMatchObject({ id, status: "queued", trim });
    expect(queued.downloadUrl).toBeUndefined();
    await t.services.worker.drain();
    const book = (await (await status(id)).json()) as Keepsake;
    expect(book.status).toBe("ready");
    expect(book.downloadUrl).toBe(
      `http://localhost:3000/api/movies/${movieId}/keepsake/${id}/download`,
    );
    const download = await t.request(new URL(book.downloadUrl!).pathname, { as: alice });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    const file = path.join(dir, `${trim}.pdf`);
    fs.writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    return { book, file };
  }

  function expectPrintReady(file: string, size: string) {
    // qpdf exits non-zero on any structural error.
    expect(tool("qpdf", ["--check", file])).toContain("No syntax or stream encoding errors");
    const fonts = tool("pdffonts", [file]).trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThanOrEqual(4);
    for (const row of fonts) {
      // name type encoding emb sub uni: every font embedded and subset.
      expect(row).toMatch(/^[A-Z]{6}\+\S+\s.*\syes\s+yes\s+yes\s/);
    }
    expect(fonts.join("\n")).toMatch(/DejaVuSerif/);
    expect(fonts.join("\n")).toMatch(/CourierPrime/);
    expect(tool("pdfinfo", [file])).toMatch(new RegExp(`Page size:\\s+${size} pts`));
    const images = tool("pdfimages", ["-list", file]).trim().split("\n").slice(2);
    const colour = images.filter((row) => /\simage\s+\d+\s+\d+\s+rgb\s/.test(row));
    expect(colour).toHaveLength(20);
    const text = tool("pdftotext", [file, "-"]);
    expect(text).toContain(POLISH);
    expect(text).toContain("французских");
    expect(text).toContain("Wigilia u babci");
    expect(text).toContain("Dla Babci");
  }

  it("makes a 6x9 book that passes preflight, and names the photo too small for 300 dpi", async () => {
    const { book, file } = await makeBook("6x9");
    expectPrintReady(file, "432 x 648");
    expect(book.pages).toBeGreaterThan(12 * 2);
    expect(book.warnings).toHaveLength(1);
    expect(book.warnings?.[0]).toMatchObject({
      kind: "low_resolution",
      photo: "tiny-postcard.jpg",
      sceneTitle: "Chapter 12",
    });
    expect(book.warnings?.[0]?.dpi).toBeLessThan(300);
    expect(book.warnings?.[0]?.message).toContain("tiny-postcard.jpg");
  }, 120_000);

  it("makes a US Letter book", async () => {
    const { book, file } = await makeBook("letter");
    expectPrintReady(file, "612 x 792");
    expect(book.warnings?.map((w) => w.photo)).toEqual(["tiny-postcard.jpg"]);
  }, 120_000);

  it("asks for a trim it knows, and a session", async () => {
    const bad = await start(alice, { trim: "a5" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { message: string } };
    expect(body.error.message).toBe('trim: trim must be "6x9" or "letter"');
    expect((await start(null, { trim: "6x9" })).status).toBe(401);
  });

  it("another person's movie and books answer 404, as if they did not exist", async () => {
    expect((await start(bob, { trim: "6x9" })).status).toBe(404);
    const started = await start(alice, { trim: "6x9" });
    const { id } = (await started.json()) as { id: string };
    expect((await status(id, bob)).status).toBe(404);
    const download = await t.request(`/api/movies/${movieId}/keepsake/${id}/download`, { as: bob });
    expect(download.status).toBe(404);
    const bobsMovie = await t.createMovie(bob, "Bob's");
    const crossed = await t.request(`/api/movies/${bobsMovie.id}/keepsake/${id}`, { as: bob });
    expect(crossed.status).toBe(404);
    // Not ready yet: the download says so.
    const early = await t.request(`/api/movies/${movieId}/keepsake/${id}/download`, { as: alice });
    expect(early.status).toBe(409);
    await t.services.worker.drain();
  });

  it("deleting a movie deletes its books' files, so a deleted story is not left printable", async () => {
    const short = await t.createMovie(alice, "Kept for a while");
    const scene = await t.request("/api/scenes", {
      method: "POST",
      as: alice,
      json: {
        id: crypto.randomUUID(),
        movieId: short.id,
        title: "The pier",
        sceneNumber: 1,
        elements: [{ id: "t1", elementType: "text", content: { text: "We fished off the pier." } }],
      },
    });
    expect(scene.status).toBe(201);
    const started = await start(alice, { trim: "6x9" }, short.id);
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await t.services.worker.drain();
    const book = await t.request(`/api/movies/${short.id}/keepsake/${id}`, { as: alice });
    expect(((await book.json()) as Keepsake).status).toBe("ready");
    expect(await t.services.storage.stat(keepsakeKey(id))).not.toBeNull();

    const deleted = await t.request(`/api/movies/${short.id}`, { method: "DELETE", as: alice });
    expect(deleted.status).toBe(204);
    expect(await t.services.storage.stat(keepsakeKey(id))).toBeNull();
  }, 120_000);
});
