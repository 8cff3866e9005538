// The server runs from one bundled file (decision 0038): server/main.ts and everything it imports
// from this repository, compiled by esbuild into build-server/main.mjs, with the packages left as
// imports of node_modules. Running it through tsx instead cost about 200 MB of resident memory
// (its loader, the transformed sources and their source maps stay in the process).
// `npm start` calls buildServerIfStale() before it starts the server: a first start, or any source
// the last bundle was made of (or tsconfig.json, package.json) changed since, bundles again.
import type { Plugin } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const serverBundleDir = "build-server";
const threadWorker = "thread-worker";
const threadWorkerEntry = path.join("server", "threads", "thread-worker.ts");
// Besides the bundle's sources: what changes how they compile (absent ones count as unchanged).
const settings = ["tsconfig.json", "package.json"];
const bundler = fileURLToPath(import.meta.url);

function mtimeOr(file: string, fallback: number): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return fallback;
  }
}

// Sources keep their own import.meta.url (server/db/migrate.ts finds its migrations folder next
// to itself), as if they still ran from where they are.
const ownImportMeta: Plugin = {
  name: "own-import-meta",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, "utf8");
      if (!source.includes("import.meta.")) return undefined;
      return {
        contents: source
          .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)))
          .replaceAll("import.meta.filename", JSON.stringify(args.path)),
        loader: args.path.endsWith("x") ? "tsx" : "ts",
      };
    });
  },
};

function isStale(root: string, bundle: string, inputsFile: string): boolean {
  const builtAt = mtimeOr(bundle, 0);
  if (!builtAt || !fs.existsSync(inputsFile)) return true;
  let inputs: string[];
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFile, "utf8")) as string[];
  } catch {
    return true;
  }
  return (
    inputs.some((file) => mtimeOr(path.join(root, file), Infinity) > builtAt) ||
    [...settings.map((file) => path.join(root, file)), bundler].some(
      (file) => mtimeOr(file, 0) > builtAt,
    )
  );
}

// Answers the bundle's path, bundling first when needed. Several servers may start at once (the
// resilience suite starts three): each writes its own temporary files and renames them into
// place, so a server never imports a half-written bundle. The worker threads' entry is bundled
// beside it (build-server/thread-worker.mjs).
export async function buildServerIfStale(
  root: string,
  { force = false, entry = path.join("server", "main.ts") } = {},
): Promise<string> {
  const dir = path.join(root, serverBundleDir);
  const bundle = path.join(dir, "main.mjs");
  const inputsFile = path.join(dir, "inputs.json");
  if (!force && !isStale(root, bundle, inputsFile)) return bundle;

  const startedAt = new Date();
  const esbuild = await import("esbuild");
  fs.mkdirSync(dir, { recursive: true });
  // The worker threads' entry (server/threads/thread-pool.ts) is bundled beside the server, and
  // the server is told where: a thread cannot load the TypeScript sources without tsx.
  const entries: Record<string, string> = { main: entry };
  if (fs.existsSync(path.join(root, threadWorkerEntry))) entries[threadWorker] = threadWorkerEntry;
  const staging = path.join(dir, `.staging-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: staging,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    define: { BUNDLED_THREAD_WORKER: JSON.stringify(path.join(dir, `${threadWorker}.mjs`)) },
    // A map for reading a stack trace by hand; Node does not load it unless started with
    // --enable-source-maps (about 40 MB more at rest).
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [ownImportMeta],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.includes("node_modules/"));
  // Dated from before the build: a source saved while it ran is newer, so the next start bundles.
  // The server's own file goes last: its date is what says the bundle is complete.
  for (const name of [...Object.keys(entries).filter((n) => n !== "main"), "main"]) {
    const file = path.join(staging, `${name}.mjs`);
    fs.utimesSync(file, startedAt, startedAt);
    fs.renameSync(`${file}.map`, path.join(dir, `${name}.mjs.map`));
    if (name === "main") fs.writeFileSync(inputsFile, JSON.stringify(inputs));
    fs.renameSync(file, path.join(dir, `${name}.mjs`));
  }
  fs.rmSync(staging, { recursive: true, force: true });
  return bundle;
}
