import postgres from "postgres";

// On PostgreSQL, integration test files run two at a time (vitest.config.ts), each worker in a
// database of its own on TEST_DATABASE_URL's server (lifescript_test_w1, lifescript_test_w2), made
// and migrated on first use: one file's jobs, queues and sessions never meet another file's. A
// worker runs its files one after another, as they all ran on one database before.
let made: Promise<string> | undefined;

export function workerDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return Promise.resolve(undefined);
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return Promise.resolve(base);
  made ??= databaseOf(base, Number(worker));
  return made;
}

// A server a browser spec starts for itself, on PostgreSQL, gets a database of its own
// (lifescript_test_<name>): a server sharing the suite's database would also run the suite
// server's jobs (imports, transcriptions) against a data folder that does not hold their files,
// as servers behind one load balancer would without a shared bucket. PGlite: undefined.
export function ownDatabaseUrl(name: string): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return Promise.resolve(undefined);
  return databaseOf(base, name);
}

async function databaseOf(base: string, suffix: number | string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_${typeof suffix === "number" ? `w${suffix}` : suffix}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected test database name: ${name}`);
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    // Made by an earlier file of this worker (or an earlier run): use it as it is.
    if (!(error instanceof postgres.PostgresError && error.code === "42P04")) throw error;
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
