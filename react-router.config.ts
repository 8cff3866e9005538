import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets a test run or a second checkout build beside a running server without
  // replacing its assets (server/env.ts reads the same variable).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
} satisfies Config;
