import { defineConfig } from "vitest/config";

// Two projects: "unit" is pure code (no database, no network), "integration" drives the API
// through HTTP against a real database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "screenplay/**/*.test.ts",
            "contracts/**/*.test.ts",
            "app/**/*.test.ts",
            "server/**/*.unit.test.ts",
            "scripts/**/*.unit.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.unit.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/integration.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
