// `npm run bench:keepsake`: a keepsake book of a 200-scene, 400-photo movie made by the real
// server process (`node scripts/start.mjs`) while its memory is sampled every 200 ms and
// /api/health/live is asked every 250 ms. Reports how long the book took (photos prepared, then
// laid out in a worker thread), its pages and size, the server's RSS at rest and at its peak, and
// the slowest /api/health/live answer meanwhile (budget: within 1 s). A measurement, never a
// timed test.
//   KEEPSAKE_BENCH_SCENES (200)  KEEPSAKE_BENCH_PHOTOS (400)  KEEPSAKE_BENCH_PHOTO_PX (1500 wide)
//   KEEPSAKE_BENCH_TRIM (6x9)    KEEPSAKE_BENCH_DATABASE_URL (PostgreSQL; default PGlite)
//   KEEPSAKE_BENCH_SAVE (a file to keep the PDF in)
//   BUILD_DIR (build)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Keepsake } from "../contracts/keepsake.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { signUpBenchPerson } from "./bench-person.ts";
import { serverRssBytes } from "./server-rss.ts";

const root = path.resolve(import.meta.dirname, "..");
const SCENES = Number(process.env.KEEPSAKE_BENCH_SCENES ?? 200);
const PHOTOS = Number(process.env.KEEPSAKE_BENCH_PHOTOS ?? 400);
const PHOTO_PX = Number(process.env.KEEPSAKE_BENCH_PHOTO_PX ?? 1500);
const TRIM = process.env.KEEPSAKE_BENCH_TRIM === "letter" ? "letter" : "6x9";
const SAVE_TO = process.env.KEEPSAKE_BENCH_SAVE;
const VARIANTS = 16;

const mb = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

// Noisy JPEGs (photos to sharp and to the PDF: they do not compress away), a few variants.
function photos(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: VARIANTS }, (_, i) =>
      sharp({
        create: {
          width: PHOTO_PX,
          height: Math.round((PHOTO_PX * 2) / 3),
          channels: 3,
          background: { r: 40 + i * 10, g: 120, b: 200 - i * 8 },
          noise: { type: "gaussian", mean: 110 + i, sigma: 25 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

const words =
  "We drove to the lake at dawn, **all of us** in the old car, and *nobody* said a word until " +
  "the water came into view. Zażółć gęślą jaźń. Съешь же ещё этих мягких французских булок.";

async function main() {
  const images = await photos();
  const server = await startServerProcess({
    databaseUrl: process.env.KEEPSAKE_BENCH_DATABASE_URL,
    buildDir: path.resolve(process.env.BUILD_DIR ?? path.join(root, "build")),
    discardStdout: true,
  });
  const loadAtStart = os.loadavg().map((l) => Math.round(l * 100) / 100);
  try {
    const base = server.baseUrl;
    const headers = { "content-type": "application/json", origin: base };
    const cookie = await signUpBenchPerson(base);
    const api = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
      const response = await fetch(`${base}${url}`, {
        ...init,
        headers: { ...headers, cookie, ...init.headers },
      });
      if (response.status >= 300) {
        throw new Error(`${url}: ${response.status} ${await response.text()}`);
      }
      return (await response.json()) as T;
    };
    const movie = await api<{ id: string }>("/api/movies", {
      method: "POST",
      body: JSON.stringify({ title: "Bench summers" }),
    });

    console.log(`uploading ${PHOTOS} photos of ${PHOTO_PX} px…`);
    const urls: string[] = [];
    for (let i = 0; i < PHOTOS; i += 1) {
      const grant = await api<{ uploadURL: string; publicPath: string }>(
        "/api/media-assets/upload-url",
        { method: "POST", body: "{}" },
      );
      const bytes = images[i % VARIANTS] as Buffer;
      const put = await fetch(grant.uploadURL, {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "content-type": "application/octet-stream", cookie },
      });
      if (put.status !== 200) throw new Error(`PUT ${put.status}: ${await put.text()}`);
      const saved = await api<{ publicUrl: string }>("/api/media-assets/save-metadata", {
        method: "POST",
        body: JSON.stringify({
          publicPath: grant.publicPath,
          filename: `summer-${i + 1}.jpg`,
          mimeType: "image/jpeg",
          byteSize: bytes.length,
          entityType: "scene",
          entityId: "temp",
        }),
      });
      urls.push(saved.publicUrl);
    }
    console.log(`creating ${SCENES} scenes…`);
    for (let n = 0; n < SCENES; n += 1) {
      const mine = urls.filter((_, i) => i % SCENES === n);
      await api("/api/scenes", {
        method: "POST",
        body: JSON.stringify({
          movieId: movie.id,
          title: `Summer ${n + 1}`,
          sceneNumber: n + 1,
          location: n % 2 ? "Kraków" : "Москва",
          metadata: { date: { year: 1970 + Math.floor(n / 4), month: 7, day: 1 + (n % 28) } },
          elements: [
            { id: "t", elementType: "text", content: { text: words } },
            ...mine.map((url, i) => ({
              id: `p${i}`,
              elementType: "image",
              content: { imageUrl: url, alt: "The lake" },
            })),
            { id: "q", elementType: "quote", content: { quote: "Remember this.", author: "Mum" } },
          ],
        }),
      });
    }

    const idleRss = serverRssBytes(server.pid);
    console.log(`server ready; RSS before the book ${mb(idleRss)} MB`);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(serverRssBytes(server.pid)), 200);
    const health: number[] = [];
    let asking = true;
    const prober = (async () => {
      while (asking) {
        const t = performance.now();
        const r = await fetch(`${base}/api/health/live`);
        await r.arrayBuffer();
        health.push(performance.now() - t);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();

    const t0 = Date.now();
    const { id } = await api<{ id: string }>(`/api/movies/${movie.id}/keepsake`, {
      method: "POST",
      body: JSON.stringify({ trim: TRIM, dedication: "For everyone who was in the car." }),
    });
    let book: Keepsake;
    let shown = -1;
    for (;;) {
      book = await api<Keepsake>(`/api/movies/${movie.id}/keepsake/${id}`);
      if (book.status === "ready" || book.status === "failed") break;
      const tenth = Math.floor((book.progress ?? 0) * 10);
      if (tenth !== shown) {
        shown = tenth;
        console.log(
          `  ${Math.round((book.progress ?? 0) * 100)}% at ${seconds(Date.now() - t0)} s`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const tookMs = Date.now() - t0;
    asking = false;
    await prober;
    clearInterval(sampler);
    if (book.status !== "ready") throw new Error(`the book failed: ${book.message ?? ""}`);
    const download = await fetch(book.downloadUrl ?? "", { headers: { cookie } });
    const bytes = Number(download.headers.get("content-length") ?? 0);
    // KEEPSAKE_BENCH_SAVE keeps the book, to render its pages (pdftoppm) and look at them.
    if (SAVE_TO) fs.writeFileSync(SAVE_TO, Buffer.from(await download.arrayBuffer()));
    else await download.body?.cancel();
    const sorted = [...health].sort((a, b) => a - b);
    const result = {
      scenes: SCENES,
      photos: PHOTOS,
      photoPx: PHOTO_PX,
      trim: TRIM,
      pages: book.pages,
      pdfMB: mb(bytes),
      seconds: seconds(tookMs),
      rssBeforeMB: mb(idleRss),
      rssPeakMB: mb(Math.max(idleRss, ...samples)),
      healthLive: {
        asked: health.length,
        p50ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
        over1s: health.filter((ms) => ms > 1000).length,
      },
      warnings: book.warnings?.length ?? 0,
      loadAtStart,
      cpus: os.availableParallelism(),
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
  }
}

await main();
