import fs from "node:fs/promises";
import path from "node:path";

// React Router's <Scripts /> puts a <link rel="modulepreload"> in the head for every module a
// page hydrates with. Chrome fetches those at high priority, in competition with the stylesheet
// and the document's own text, so on a slow phone connection the first paint of a prerendered
// page waits for ~30 scripts it does not need in order to show anything. The page still imports
// the same modules from its inline module script (deferred by nature), so dropping the hints from
// the static pages only moves hydration after the first paint. See docs/decisions/0005.
const modulePreloadLink = /<link rel="modulepreload"[^>]*\/?>/g;

export function dropModulePreloads(html: string): string {
  return html.replace(modulePreloadLink, "");
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

// Rewrites every prerendered page under the client build directory; returns how many changed.
export async function dropModulePreloadsFromPrerenderedPages(clientDir: string): Promise<number> {
  let changed = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = await fs.readFile(file, "utf8");
    const next = dropModulePreloads(html);
    if (next !== html) {
      await fs.writeFile(file, next);
      changed += 1;
    }
  }
  return changed;
}
