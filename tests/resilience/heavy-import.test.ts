// The server as `npm start` runs it, importing an Instagram export whose posts_1.json is 110 MiB
// (docs/ARCHITECTURE.md, Budgets: memory of one server within 300 MB on PostgreSQL while importing; the
// event loop free meanwhile). The archive is built on the fly, streamed to a file: 28,000-odd
// posts with long captions in Meta's byte-escaped UTF-8 and the camera metadata real exports
// carry, three of them with their photo in the ZIP. /api/health/live and the server's resident
// memory are watched while the import reads it, and printed for the record.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import type { CreatedImport, Import } from "#contracts/imports.ts";
import { metaJson, photoJpeg } from "../factories/import-archives.ts";
import { signUpThroughMail } from "../support/mailed-sign-up.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { describeLive, serverPid, watchWhile } from "../support/watch-server.ts";

const POSTS_FILE = "your_instagram_activity/media/posts_1.json";
const POSTS_BYTES = 110 * 1024 ** 2;
const PHOTOS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The same words in another order each post (a seeded generator): text that compresses like
// real captions do, a few times, never like a zip bomb.
const WORDS = (
  "summer lake grandma kitchen letters rain train station morning coffee laughter beach " +
  "wedding garden birthday snow mountain road trip harbour market bakery school friends " +
  "sunset café évasion naïve Москва 東京 🎉 🌅 ❤️ dance music night city river bridge"
).split(" ");

function* captions(): Generator<string> {
  let seed = 1234567;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (;;) {
    const words: string[] = [];
    for (let i = 0; i < 200; i++) words.push(WORDS[Math.floor(next() * WORDS.length)] ?? "");
    yield words.join(" ");
  }
}

const captionOf = (n: number, text: string) => `Post ${n}: ${text}`;
const photoUri = (n: number) =>
  `media/posts/2023${String((n % 12) + 1).padStart(2, "0")}/p${n}.jpg`;

// One post as Instagram writes it, with the camera's metadata (which the reader never keeps).
function postJson(n: number, caption: string): string {
  const when = 1_600_000_000 + n * 3_600;
  return metaJson({
    media: [
      {
        uri: photoUri(n),
        creation_timestamp: when,
        title: captionOf(n, caption),
        media_metadata: {
          photo_metadata: {
            exif_data: [
              {
                iso: 100 + (n % 700),
                focal_length: "4.25",
                lens_model: `Back camera ${n % 3}`,
                scene_capture_type: "standard",
                software: `Camera ${n % 17}.${n % 5}`,
                device_id: crypto.createHash("sha1").update(String(n)).digest("hex"),
                date_time_original: new Date(when * 1000).toISOString(),
              },
            ],
          },
        },
        cross_post_source: { source_app: "FB" },
        backup_uri: `https://backup.example/${crypto.createHash("sha256").update(String(n)).digest("hex")}`,
      },
    ],
  });
}

// Writes the archive; answers how many posts posts_1.json holds.
async function writeArchive(file: string): Promise<number> {
  const zip = new yazl.ZipFile();
  let posts = 0;
  async function* postsFile() {
    const text = captions();
    let bytes = 1;
    yield "[";
    while (bytes < POSTS_BYTES) {
      const post = `${posts === 0 ? "" : ",\n"}${postJson(posts, text.next().value ?? "")}`;
      posts += 1;
      bytes += Buffer.byteLength(post);
      yield post;
    }
    yield "]";
  }
  zip.addReadStream(Readable.from(postsFile()), POSTS_FILE);
  for (let n = 0; n < PHOTOS; n++) {
    zip.addBuffer(await photoJpeg({ color: ["#a33", "#3a3", "#33a"][n] ?? "#333" }), photoUri(n));
  }
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(file));
  return posts;
}

describe("a 110 MiB Instagram posts file, in the bundled server", () => {
  let server: ServerProcess;
  let pid: number;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-heavy-import-"));
    server = await startServerProcess({
      databaseUrl: process.env.TEST_DATABASE_URL,
      buildDir: path.resolve(process.env.BUILD_DIR ?? ".e2e-build"),
    });
    pid = serverPid(server.pid) ?? 0;
    expect(pid).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const api = (url: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const { cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", server.baseUrl);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetch(url.startsWith("http") ? url : `${server.baseUrl}${url}`, {
      ...rest,
      headers,
      body: json === undefined ? rest.body : JSON.stringify(json),
      signal: AbortSignal.timeout(120_000),
    });
  };

  it("reads it as a stream: every post in the preview, memory within the budget", async () => {
    const archive = path.join(dir, "instagram.zip");
    const posts = await writeArchive(archive);
    const signUp = await signUpThroughMail(api, {
      email: `importer-${crypto.randomUUID()}@example.com`,
      password: "correct horse battery",
      name: "Heavy Importer",
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const createdResponse = await api("/api/imports", { method: "POST", cookie, json: {} });
    expect(createdResponse.status).toBe(201);
    const created = (await createdResponse.json()) as CreatedImport;
    const total = fs.statSync(archive).size;
    const handle = await fs.promises.open(archive);
    for (let start = 0; start < total; start += created.chunkBytes) {
      const chunk = Buffer.alloc(Math.min(created.chunkBytes, total - start));
      await handle.read(chunk, 0, chunk.length, start);
      const put = await api(created.uploadUrl, {
        method: "PUT",
        body: chunk,
        headers: {
          "content-type": "application/octet-stream",
          "content-range": `bytes ${start}-${start + chunk.length - 1}/${total}`,
        },
      });
      expect(put.status).toBe(200);
    }
    await handle.close();

    let done: Import | null = null;
    const watched = await watchWhile(server.baseUrl, pid, async () => {
      expect(
        (await api(`/api/imports/${created.id}/start`, { method: "POST", cookie, json: {} }))
          .status,
      ).toBe(202);
      for (let tries = 0; tries < 1_200 && !done; tries++) {
        await sleep(500);
        const answer = (await (
          await api(`/api/imports/${created.id}?itemsLimit=1`, { cookie })
        ).json()) as Import;
        if (answer.status !== "unpacking") done = answer;
      }
    });
    const rssMb = (mb: number) => `${mb.toFixed(0)} MB`;
    console.log(
      `110 MiB posts_1.json, ${posts.toLocaleString("en")} posts, ${(total / 1024 ** 2).toFixed(0)} MiB zipped ` +
        `(${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}): /api/health/live ` +
        `${describeLive(watched.liveMs)}; server RSS ${rssMb(watched.restingRssMb)} before, ` +
        `peak ${rssMb(watched.peakRssMb)}`,
    );

    const ready = done as Import | null;
    expect(ready?.status).toBe("ready");
    expect(ready?.counts.items).toBe(posts);
    expect(ready?.counts.media).toBe(PHOTOS);
    // Every post but the three with a photo names a file the ZIP lacks: each is counted, the
    // first thousand are listed, the rest summed up in one line.
    expect(ready?.counts.skipped).toBeGreaterThanOrEqual(posts - PHOTOS);
    expect(ready?.report).toHaveLength(1_001);
    expect(ready?.report.at(-1)).toMatch(/^…and [\d,]+ more lines like these, not listed\.$/);

    // Every post is in the preview, text whole and decoded from Meta's escapes; the first ones
    // with their photo.
    const texts = new Map<string, number>();
    let cursor: string | null = null;
    for (;;) {
      const query: string = cursor ? `&itemsSince=${encodeURIComponent(cursor)}` : "";
      const page = (await (
        await api(`/api/imports/${created.id}?itemsLimit=1000${query}`, { cookie })
      ).json()) as Import;
      for (const item of page.items) texts.set(item.text, item.media.length);
      cursor = page.itemsCursor;
      if (!page.moreItems) break;
    }
    expect(texts.size).toBe(posts);
    const caption = captions();
    const firstCaptions = [0, 1, 2, 3].map((n) => captionOf(n, caption.next().value ?? ""));
    expect(texts.get(firstCaptions[0] ?? "")).toBe(1);
    expect(texts.get(firstCaptions[PHOTOS] ?? "")).toBe(0);

    expect(server.output()).not.toMatch(/the server exited|heap out of memory/);
    // Parsed whole, the file alone took the server from 185 to 552 MB. Read as a stream and stored
    // in small batches, under the heap limit `npm start` sets (decision 0047), one server stays
    // within the import budget of docs/ARCHITECTURE.md, Budgets on PostgreSQL. PGlite keeps its database in
    // the same process, with the items' text, and rests higher (about 306 MB): its growth is
    // bounded instead (it grew by about 60 MB).
    if (process.env.TEST_DATABASE_URL) expect(watched.peakRssMb).toBeLessThanOrEqual(300);
    else expect(watched.peakRssMb - watched.restingRssMb).toBeLessThan(150);
    const sorted = [...watched.liveMs].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(200);
  });
});
