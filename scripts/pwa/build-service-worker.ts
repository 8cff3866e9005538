import fs from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";

// What the service worker keeps ahead of time: every script, style and font of the build (the
// app's route chunks and the ones they load lazily, such as the screenplay editor), the icons and
// the web app manifest. Fingerprinted files under assets/ need no revision of their own.
const PRECACHE_PATTERNS = [
  "assets/**/*.{js,css,woff2}",
  "icons/*.png",
  "manifest.webmanifest",
  "favicon.svg",
];

// Bundles app/service-worker/sw.ts into one classic script (every browser with service workers
// runs it) and writes it to the client build as /sw.js with the precache list inlined.
export async function buildServiceWorker(
  clientDir: string,
): Promise<{ count: number; size: number }> {
  const bundleDir = path.join(path.dirname(clientDir), "service-worker-bundle");
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    // Workbox logs its routing decisions unless it knows this is a production build.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: path.resolve(import.meta.dirname, "../../app/service-worker/sw.ts"),
        formats: ["iife"],
        name: "lifescriptServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, "sw.js"),
    swDest: path.join(clientDir, "sw.js"),
    globDirectory: clientDir,
    globPatterns: PRECACHE_PATTERNS,
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  await fs.rm(bundleDir, { recursive: true, force: true });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join("; ")}`);
  return { count, size };
}
