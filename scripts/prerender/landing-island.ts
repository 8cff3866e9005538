import fs from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { DEFERRED_HYDRATION_ATTRIBUTE } from "../../app/islands/deferred-hydration.ts";

// Pages whose route defers hydration (app/islands/deferred-hydration.ts) paint and settle with no
// React: React Router's module script (the one that imports the app and hydrates) is held in an
// inert <template>, and the island, bundled here and inlined, puts it back on the visitor's first
// interaction. Inline, so the page makes no script request at all before then; the server allows
// both scripts by hash like every inline script of a prerendered page (decision 0015).
// See docs/decisions/0055-landing-without-hydration.md.
const ISLAND_ENTRY = path.resolve(import.meta.dirname, "../../app/islands/landing-island.ts");
const marker = `${DEFERRED_HYDRATION_ATTRIBUTE}="on-interaction"`;
const appModuleScript = /<script type="module" async="">[\s\S]*?<\/script>/;

export async function bundleIsland(): Promise<string> {
  const result = await build({
    entryPoints: [ISLAND_ENTRY],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2022",
    platform: "browser",
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text ?? "";
  // Inside an inline script the HTML parser would end it at a "</script" in a string.
  return code.trim().replace(/<\/(script)/gi, "<\\/$1");
}

export function deferHydration(html: string, island: string): string {
  if (!html.includes(marker)) return html;
  const script = appModuleScript.exec(html)?.[0];
  if (!script) throw new Error("A page that defers hydration has no React Router module script");
  return html
    .replace(script, `<template data-deferred-app>${script}</template>`)
    .replace("</body>", `<script>${island}</script></body>`);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

// Rewrites every prerendered page that defers hydration; returns how many changed.
export async function deferHydrationInPrerenderedPages(clientDir: string): Promise<number> {
  const island = await bundleIsland();
  let changed = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = await fs.readFile(file, "utf8");
    const next = deferHydration(html, island);
    if (next !== html) {
      await fs.writeFile(file, next);
      changed += 1;
    }
  }
  return changed;
}
