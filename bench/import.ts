// `npm run bench:import`: a 500 MB Instagram-layout archive of 5,000 posts
// is uploaded, unpacked and applied (every item, through apply's background job) by the real server
// process (`node scripts/start.mjs`) while its memory is sampled every 200 ms. It reports the
// server's RSS at rest and its peak while uploading, unpacking and applying (budget: under 300 MB),
// when the first preview items were readable against when unpacking ended, how long each step
// took, the scenes made, and the machine's load. A measurement, never a timed test.
//   IMPORT_BENCH_ITEMS (5000)   IMPORT_BENCH_PHOTO_PX (320: about 100 KB of incompressible JPEG)
//   IMPORT_BENCH_DATABASE_URL (PostgreSQL; default: PGlite inside the server, counted in its RSS)
//   BUILD_DIR (build)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import yazl from "yazl";
import type { AppliedImport, CreatedImport, Import, ImportItem } from "../contracts/imports.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { signUpBenchPerson } from "./bench-person.ts";
import { serverRssBytes } from "./server-rss.ts";

const root = path.resolve(import.meta.dirname, "..");
const ITEMS = Number(process.env.IMPORT_BENCH_ITEMS ?? 5000);
const PHOTO_PX = Number(process.env.IMPORT_BENCH_PHOTO_PX ?? 320);
const RSS_BUDGET_MB = 300;
const VARIANTS = 32;

const mb = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

// Noise JPEGs: real photos to the media check and to sharp, and incompressible, so the archive is
// as large on disk as it says. A few variants, each written under many names.
async function photos(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: VARIANTS }, (_, i) =>
      sharp({
        create: {
          width: PHOTO_PX,
          height: PHOTO_PX,
          channels: 3,
          background: "#000",
          noise: { type: "gaussian", mean: 100 + i, sigma: 60 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer(),
    ),
  );
}

// Streamed to disk with yazl: the bench process never holds the archive either.
async function writeArchive(file: string): Promise<number> {
  const images = await photos();
  const zip = new yazl.ZipFile();
  const start = Date.UTC(2015, 0, 1) / 1000;
  const posts = Array.from({ length: ITEMS }, (_, i) => {
    const taken = start + i * 86_400;
    const month = new Date(taken * 1000).toISOString().slice(0, 7).replace("-", "");
    const uri = `media/posts/${month}/${i}_bench.jpg`;
    zip.addBuffer(images[i % VARIANTS] as Buffer, uri, { compress: false });
    return {
      media: [
        { uri, creation_timestamp: taken, title: `Day ${i + 1} of the long summer, by the sea` },
      ],
    };
  });
  zip.addBuffer(Buffer.from(JSON.stringify(posts)), "your_instagram_activity/media/posts_1.json");
  zip.end();
  await new Promise<void>((resolve, reject) => {
    zip.outputStream
      .pipe(fs.createWriteStream(file))
      .on("close", () => resolve())
      .on("error", reject);
  });
  return fs.statSync(file).size;
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-bench-import-"));
  const archive = path.join(work, "instagram.zip");
  console.log(`writing an archive of ${ITEMS} posts…`);
  const archiveBytes = await writeArchive(archive);
  console.log(`archive: ${mb(archiveBytes)} MB`);

  const server = await startServerProcess({
    databaseUrl: process.env.IMPORT_BENCH_DATABASE_URL,
    buildDir: path.resolve(process.env.BUILD_DIR ?? path.join(root, "build")),
    discardStdout: true,
  });
  // The machine may be shared: its load goes with the figures.
  const loadAtStart = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const idleRss = serverRssBytes(server.pid);
  console.log(`server ready; RSS at rest ${mb(idleRss)} MB`);
  const samples: { at: number; rss: number }[] = [];
  const t0 = Date.now();
  const sampler = setInterval(
    () => samples.push({ at: Date.now() - t0, rss: serverRssBytes(server.pid) }),
    200,
  );
  const phases: Record<string, number> = {};
  // Each phase is printed as it ends, with the peak RSS so far: a long run still says something.
  const mark = (name: string) => {
    phases[name] = Date.now() - t0;
    const peak = Math.max(0, ...samples.map((s) => s.rss));
    console.log(`${name} at ${seconds(phases[name])} s; peak RSS so far ${mb(peak)} MB`);
  };
  try {
    const base = server.baseUrl;
    const headers = { "content-type": "application/json", origin: base };
    const cookie = await signUpBenchPerson(base);
    const api = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${url}`, {
        ...init,
        headers: { ...headers, cookie, ...init.headers },
      });
      if (response.status >= 300) {
        throw new Error(`${url}: ${response.status} ${await response.text()}`);
      }
      return response.json() as Promise<unknown>;
    };
    const movie = (await api("/api/movies", {
      method: "POST",
      body: JSON.stringify({ title: "Bench summers" }),
    })) as { id: string };
    const created = (await api("/api/imports", {
      method: "POST",
      body: JSON.stringify({ movieId: movie.id }),
    })) as CreatedImport;

    mark("uploadStart");
    const handle = await fs.promises.open(archive, "r");
    const chunk = Buffer.alloc(created.chunkBytes);
    for (let start = 0; start < archiveBytes; start += created.chunkBytes) {
      const { bytesRead } = await handle.read(chunk, 0, created.chunkBytes, start);
      const response = await fetch(created.uploadUrl, {
        method: "PUT",
        body: chunk.subarray(0, bytesRead),
        headers: { "content-range": `bytes ${start}-${start + bytesRead - 1}/${archiveBytes}` },
      });
      if (response.status !== 200) throw new Error(`chunk at ${start}: ${response.status}`);
    }
    await handle.close();
    mark("uploadEnd");

    await api(`/api/imports/${created.id}/start`, { method: "POST", body: "{}" });
    mark("started");
    // Polled as the import page does: every second, passing back itemsCursor so an answer carries
    // only the items added or changed since the last one (at once again while moreItems says the
    // page was cut), keeping them by id.
    const items = new Map<string, ImportItem>();
    let cursor: string | undefined;
    let polls = 0;
    let largestAnswer = 0;
    const poll = async (): Promise<Import> => {
      for (;;) {
        const query = cursor ? `?itemsSince=${cursor}` : "";
        const answer = (await api(`/api/imports/${created.id}${query}`)) as Import;
        polls += 1;
        largestAnswer = Math.max(largestAnswer, answer.items.length);
        for (const item of answer.items) items.set(item.id, item);
        cursor = answer.itemsCursor;
        if (!answer.moreItems) return answer;
      }
    };
    let current: Import;
    for (;;) {
      current = await poll();
      if (items.size > 0 && phases.firstItems === undefined) {
        mark("firstItems");
        phases.firstItemsProgress = current.progress;
      }
      if (current.status !== "unpacking") break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    mark("unpackEnd");
    if (current.status !== "ready") throw new Error(`import ${current.status}: ${current.error}`);
    const previewItems = items.size;

    // Apply answers 202 at once; a background job makes the scenes, followed by the same poll.
    const applied = (await api(`/api/imports/${created.id}/apply`, {
      method: "POST",
      body: JSON.stringify({ movieId: movie.id }),
    })) as AppliedImport;
    mark("applyAnswered");
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      current = await poll();
      if (current.status !== "importing") break;
    }
    mark("applyEnd");
    if (current.status !== "done") {
      throw new Error(`apply ended ${current.status}: ${current.error ?? current.report.at(-1)}`);
    }
    // What the server keeps once the import is over.
    await new Promise((r) => setTimeout(r, 10_000));
    const afterRss = serverRssBytes(server.pid);
    clearInterval(sampler);

    const peak = Math.max(...samples.map((s) => s.rss));
    const peakOf = (from: number, to: number) =>
      Math.max(0, ...samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.rss));
    const result = {
      database: process.env.IMPORT_BENCH_DATABASE_URL ? "postgresql" : "pglite (in the server)",
      items: ITEMS,
      archiveMB: mb(archiveBytes),
      previewItems,
      polls,
      largestPollItems: largestAnswer,
      mediaCount: current.counts.media,
      skipped: current.counts.skipped,
      chosen: applied.chosen,
      scenesCreated: current.counts.imported,
      duplicates: current.counts.duplicates,
      uploadSeconds: seconds((phases.uploadEnd ?? 0) - (phases.uploadStart ?? 0)),
      firstPreviewItemsAfterStartSeconds: seconds((phases.firstItems ?? 0) - (phases.started ?? 0)),
      progressWhenFirstItemsSeen: phases.firstItemsProgress,
      unpackingEndedAfterStartSeconds: seconds((phases.unpackEnd ?? 0) - (phases.started ?? 0)),
      applyAnsweredSeconds: seconds((phases.applyAnswered ?? 0) - (phases.unpackEnd ?? 0)),
      applySeconds: seconds((phases.applyEnd ?? 0) - (phases.unpackEnd ?? 0)),
      rssAtRestMB: mb(idleRss),
      rssPeakMB: mb(peak),
      rssTenSecondsAfterDoneMB: mb(afterRss),
      rssPeakUploadMB: mb(peakOf(phases.uploadStart ?? 0, phases.uploadEnd ?? 0)),
      rssPeakUnpackMB: mb(peakOf(phases.started ?? 0, phases.unpackEnd ?? 0)),
      rssPeakApplyMB: mb(peakOf(phases.unpackEnd ?? 0, phases.applyEnd ?? 0)),
      rssSamples: samples.length,
      rssBudgetMB: RSS_BUDGET_MB,
      withinBudget: peak < RSS_BUDGET_MB * 1024 ** 2,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    clearInterval(sampler);
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
