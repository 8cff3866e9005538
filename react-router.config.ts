import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { publicPaths } from "./app/features/marketing/site-paths.ts";
import { dropModulePreloadsFromPrerenderedPages } from "./scripts/prerender/drop-module-preloads.ts";

export default {
  appDirectory: "app",
  // BUILD_DIR lets a test run or a second checkout build beside a running server without
  // replacing its assets (server/env.ts reads the same variable).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // The public site is static HTML built once (docs/decisions/0005-public-site-rendering.md);
  // /events is rendered per request so its next dates stay in the future.
  async prerender() {
    return [...publicPaths().filter((p) => p !== "/events"), "/llms.txt", "/sitemap.xml"];
  },
  // Static pages paint before they hydrate: see scripts/prerender/drop-module-preloads.ts.
  async buildEnd({ reactRouterConfig }) {
    await dropModulePreloadsFromPrerenderedPages(
      path.join(reactRouterConfig.buildDirectory, "client"),
    );
  },
} satisfies Config;
