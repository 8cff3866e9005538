import postgres from "postgres";
import { afterAll, afterEach, vi } from "vitest";
import { workerDatabaseUrl } from "../support/worker-database.ts";

// Integration tests fail on any console.error (a hidden error is still a failure).
const originalError = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};

// On PostgreSQL the files of one worker share its database, one after another. A job a file left
// queued (a retry waiting for its time, a daily job) would otherwise run in the next file's app,
// against that app's storage: a keepsake PDF of another file's movie appeared among the files of
// a person being deleted. Each file ends with no job left for the next.
afterAll(async () => {
  const url = await workerDatabaseUrl();
  if (!url) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [table] = await sql`select to_regclass('public.jobs') as name`;
    if (table?.name) await sql`delete from jobs`;
  } finally {
    await sql.end();
  }
});
