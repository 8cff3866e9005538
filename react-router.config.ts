import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { publicPaths } from "./app/features/marketing/site-paths.ts";
import { dropModulePreloadsFromPrerenderedPages } from "./scripts/prerender/drop-module-preloads.ts";
import { deferHydrationInPrerenderedPages } from "./scripts/prerender/landing-island.ts";
import { buildServiceWorker } from "./scripts/pwa/build-service-worker.ts";

export default {
  appDirectory: "app",
  // BUILD_DIR lets a test run or a second checkout build beside a running server without
  // replacing its assets (server/env.ts reads the same variable).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // Every page knows all of the app's routes from the start (one fingerprinted manifest file the
  // service worker keeps) instead of asking the server for them on the way: an /app address
  // opened offline must find its route with no network (docs/decisions/0034).
  routeDiscovery: { mode: "initial" },
  // The public site is static HTML built once (docs/decisions/0005-public-site-rendering.md);
  // /events is rendered per request so its next dates stay in the future, /pricing so that it
  // offers only what this installation sells, at the visitor's price.
  async prerender() {
    const perRequest = new Set(["/events", "/pricing"]);
    return [...publicPaths().filter((p) => !perRequest.has(p)), "/llms.txt", "/sitemap.xml"];
  },
  // Static pages paint before they hydrate: see scripts/prerender/drop-module-preloads.ts.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await dropModulePreloadsFromPrerenderedPages(clientDir);
    // The landing page paints and settles with no React (docs/decisions/0055).
    await deferHydrationInPrerenderedPages(clientDir);
    // Last, so the precache list sees the finished client build.
    await buildServiceWorker(clientDir);
  },
} satisfies Config;
