// `npm run bench:import` (issue 15, acceptance 4): a 500 MB Instagram-layout archive of 5,000 posts
// is imported by the real server process while its memory is sampled. It reports the server's
// peak RSS (budget: under 300 MB), when the first preview items were readable against when
// unpacking ended, and how long each step took. A measurement, never a timed test.
//   IMPORT_BENCH_ITEMS (5000)   IMPORT_BENCH_PHOTO_PX (320: about 100 KB of incompressible JPEG)
//   IMPORT_BENCH_DATABASE_URL (PostgreSQL; default: PGlite inside the server, counted in its RSS)
//   BUILD_DIR (build)
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import yazl from "yazl";
import type { CreatedImport, Import } from "../contracts/imports.ts";
import { startServerProcess } from "../tests/support/server-process.ts";

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

// The resident memory of the server: the largest process under the supervisor (the server
// itself; the supervisor only watches it), read from /proc.
function serverRssBytes(supervisor: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  let largest = 0;
  for (const pid of parents.keys()) {
    let current: number | undefined = pid;
    while (current && current !== supervisor) current = parents.get(current);
    if (!current) continue;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      largest = Math.max(largest, kb * 1024);
    } catch {
      // gone meanwhile
    }
  }
  return largest;
}

// A POST that may take many minutes (apply of 5,000 items answers when every scene is made):
// node:http has no answer timeout, where fetch gives up after five minutes.
function longPost(url: string, headers: Record<string, string>, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () =>
        (response.statusCode ?? 500) < 300
          ? resolve(text)
          : reject(new Error(`${url}: ${response.statusCode} ${text}`)),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
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
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        email: `bench-${Date.now()}@example.com`,
        password: "bench password 1",
        name: "Bench",
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
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
    let current: Import;
    for (;;) {
      current = (await api(`/api/imports/${created.id}`)) as Import;
      if (current.items.length > 0 && phases.firstItems === undefined) {
        mark("firstItems");
        phases.firstItemsProgress = current.progress;
      }
      if (current.status !== "unpacking") break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    mark("unpackEnd");
    if (current.status !== "ready") throw new Error(`import ${current.status}: ${current.error}`);
    const applied = JSON.parse(
      await longPost(
        `${base}/api/imports/${created.id}/apply`,
        { ...headers, cookie },
        JSON.stringify({ movieId: movie.id }),
      ),
    ) as { created: number; duplicates: number };
    mark("applyEnd");
    clearInterval(sampler);

    const peak = Math.max(...samples.map((s) => s.rss));
    const peakOf = (from: number, to: number) =>
      Math.max(0, ...samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.rss));
    const result = {
      database: process.env.IMPORT_BENCH_DATABASE_URL ? "postgresql" : "pglite (in the server)",
      items: ITEMS,
      archiveMB: mb(archiveBytes),
      previewItems: current.items.length,
      mediaCount: current.counts.media,
      skipped: current.counts.skipped,
      scenesCreated: applied.created,
      uploadSeconds: seconds((phases.uploadEnd ?? 0) - (phases.uploadStart ?? 0)),
      firstPreviewItemsAfterStartSeconds: seconds((phases.firstItems ?? 0) - (phases.started ?? 0)),
      progressWhenFirstItemsSeen: phases.firstItemsProgress,
      unpackingEndedAfterStartSeconds: seconds((phases.unpackEnd ?? 0) - (phases.started ?? 0)),
      applySeconds: seconds((phases.applyEnd ?? 0) - (phases.unpackEnd ?? 0)),
      rssAtRestMB: mb(idleRss),
      rssPeakMB: mb(peak),
      rssPeakUploadMB: mb(peakOf(phases.uploadStart ?? 0, phases.uploadEnd ?? 0)),
      rssPeakUnpackMB: mb(peakOf(phases.started ?? 0, phases.unpackEnd ?? 0)),
      rssPeakApplyMB: mb(peakOf(phases.unpackEnd ?? 0, phases.applyEnd ?? 0)),
      rssSamples: samples.length,
      rssBudgetMB: RSS_BUDGET_MB,
      withinBudget: peak < RSS_BUDGET_MB * 1024 ** 2,
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    clearInterval(sampler);
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
