import type { Config } from "@react-router/dev/config";
import { publicPaths } from "./app/features/marketing/site-paths.ts";

export default {
  appDirectory: "app",
  // BUILD_DIR lets a test run or a second checkout build beside a running server without
  // replacing its assets (server/env.ts reads the same variable).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // The public site is static HTML built once (docs/decisions/0005-public-site-rendering.md);
  // /events is rendered per request so its next dates stay in the future.
  async prerender() {
    return [...publicPaths().filter((path) => path !== "/events"), "/llms.txt", "/sitemap.xml"];
  },
} satisfies Config;
