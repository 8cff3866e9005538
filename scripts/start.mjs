#!/usr/bin/env node
// `npm start`: build the app if it has not been built (or sources are newer), bundle the server
// likewise (scripts/build-server.ts), then serve it under a supervisor that starts the server
// again if its process dies (see scripts/supervise.ts). The database is created and migrated by
// the server at start-up. Decision 0038 says why the server runs from a bundle.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { register } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const serverBuild = path.join(buildDir, "server", "index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !fs.existsSync(serverBuild) ||
  ["app", "content", "screenplay", "contracts", "public"]
    .map((d) => path.join(root, d))
    .filter((d) => fs.existsSync(d))
    .some((d) => newestMtime(d) > fs.statSync(serverBuild).mtimeMs);

if (stale || process.argv.includes("--build")) {
  console.log("Building the app (first start or sources changed)...");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
      // Always the production build: a NODE_ENV=test or development inherited from the caller
      // (a test runner starting the server) would bundle React's development build, twice the
      // size and with development-only console messages.
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
const { buildServerIfStale } = await import("./build-server.ts");
const serverBundle = await buildServerIfStale(root, { force: process.argv.includes("--build") });
const { supervise } = await import("./supervise.ts");
// V8 lets its old generation grow to four times what outlived the last full collection when the
// heap's limit is 2 GB or more (by default a quarter of the machine's memory, up to 4 GB), and by
// 1.3 to 2 times under that: a 512 MB limit makes it 1.4, so the garbage of an import is collected
// before it doubles the server's memory (decision 0047). A NODE_OPTIONS that sets the limit wins.
const heapLimit = /--max-old-space-size\b/.test(process.env.NODE_OPTIONS ?? "")
  ? []
  : ["--max-old-space-size=512"];
const supervisor = supervise({
  command: process.execPath,
  args: [...heapLimit, serverBundle],
  cwd: root,
  env: {
    // glibc gives each thread that allocates its own malloc arena (up to 8 per core) and keeps
    // freed memory in it; sharp's libvips threads and the thread pool allocate there while an
    // archive's photos are thumbnailed. Two arenas bound that (decision 0038).
    MALLOC_ARENA_MAX: "2",
    ...process.env,
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => supervisor.stop(signal));
process.exit(await supervisor.done);
