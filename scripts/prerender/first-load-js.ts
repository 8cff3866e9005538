import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// docs/ARCHITECTURE.md, Budgets: no public page ships more than 150 KB of gzipped JavaScript, and the
// signed-in app's first load stays under 250 KB.
export const PUBLIC_PAGE_BUDGET_BYTES = 150 * 1024;
export const APP_FIRST_LOAD_BUDGET_BYTES = 250 * 1024;

const staticImport = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
const dynamicImport = /import\(["']([^"']+\.js)["']\)/g;

function staticImportsOf(source: string, fromUrl: string): string[] {
  return [...source.matchAll(staticImport)].map((m) => new URL(m[1] ?? "", fromUrl).pathname);
}

export type FirstLoad = { files: string[]; gzipBytes: number };

// A page's first load is what its inline module script imports (the route modules, and the
// client entry it starts with import()), followed through every static import. Dynamic imports
// inside the modules (posthog-js, the auth client, the contact rules) load later, on need.
export function firstLoadJs(clientDir: string, html: string): FirstLoad {
  // Server-rendered pages put their CSP nonce before the type.
  const inline = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .join("\n");
  const entries = [...inline.matchAll(dynamicImport)].map((m) => m[1] ?? "");
  const queue = [...staticImportsOf(inline, "http://site/"), ...entries];
  const seen = new Set<string>();
  let gzipBytes = 0;
  for (let asset = queue.pop(); asset !== undefined; asset = queue.pop()) {
    if (seen.has(asset)) continue;
    seen.add(asset);
    const source = fs.readFileSync(path.join(clientDir, asset), "utf8");
    gzipBytes += zlib.gzipSync(source, { level: 9 }).length;
    queue.push(...staticImportsOf(source, `http://site${asset}`));
  }
  return { files: [...seen], gzipBytes };
}

// Every prerendered page of a client build, as [URL path, HTML file].
export function prerenderedPages(clientDir: string): Array<[string, string]> {
  const pages: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name.endsWith(".html")) {
        const relative = path.relative(clientDir, full).replace(/(^|\/)index\.html$/, "");
        pages.push([`/${relative}`, full]);
      }
    }
  };
  walk(clientDir);
  return pages;
}
