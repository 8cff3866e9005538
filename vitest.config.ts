import { defineConfig } from "vitest/config";
import { alias } from "./vite.aliases.ts";

// "unit" is pure code (no database, no network), "integration" drives the API through HTTP against
// a real database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set), "resilience" runs
// the server process through a database restart (PostgreSQL only).
//
// The naming rule: under app/, contracts/, screenplay/ and scripts/ a test is pure, so `*.test.ts`
// is unit (scripts/ spells it `*.unit.test.ts`). Under server/, `*.test.ts` is integration (it
// opens a database, a loopback fake such as tests/fakes/, or files) and a pure server test must
// be named `*.unit.test.ts`. Test helpers live in tests/: factories/ (data and test apps),
// fakes/ (third parties on loopback, shared with Playwright), support/ (processes, clusters).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "screenplay/**/*.test.ts",
            "contracts/**/*.test.ts",
            "app/**/*.test.ts",
            // Component tests (Testing Library): each file asks for a DOM in its first line,
            // `// @vitest-environment happy-dom`; the rest of the project stays on node.
            "app/**/*.test.tsx",
            "server/**/*.unit.test.ts",
            "scripts/**/*.unit.test.ts",
          ],
          environment: "node",
          setupFiles: ["tests/setup/components.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.unit.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/integration.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Files run side by side, one per core: on PGlite every test file opens its own in-memory
          // database; on PostgreSQL each worker has a database of its own
          // (tests/support/worker-database.ts).
          maxWorkers: 2,
        },
      },
      {
        // The running server (npm start) against a PostgreSQL cluster the test stops and starts:
        // run alone, after the other suites, never beside tests that share that cluster.
        test: {
          name: "resilience",
          include: ["tests/resilience/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
