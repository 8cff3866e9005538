import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.ts";
import { workerDatabaseUrl } from "../../tests/support/worker-database.ts";

const url = process.env.TEST_DATABASE_URL;

// The `postgres` driver (3.4.9) threw `Cannot read properties of null (reading 'write')` from a
// setImmediate when a transaction sent its next query (or its ROLLBACK) on a connection that had
// just closed: uncatchable, it killed the server whenever PostgreSQL restarted under writes.
// patches/postgres+3.4.9.patch rejects that query instead; this is the case that crashed.
describe.skipIf(!url)("PostgreSQL connection lost inside a transaction", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: await workerDatabaseUrl(), dataDir: "memory" });
  });
  afterAll(() => database.close());

  it("fails the transaction with a catchable error, and the pool connects again", async () => {
    const attempt = database.db.transaction(async (tx) => {
      // postgres-js answers rows as an array.
      const rows = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        pid: number;
      }[];
      const pid = rows[0]?.pid;
      // Another connection of the pool ends this transaction's backend, as a restart would.
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toThrow();
    // The crash came from a setImmediate after the rejection: give it the chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = (await database.db.execute(sql`select 1 as one`)) as unknown as { one: number }[];
    expect(row?.one).toBe(1);
  });
});
